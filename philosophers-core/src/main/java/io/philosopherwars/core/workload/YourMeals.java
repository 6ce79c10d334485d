package io.philosopherwars.core.workload;

import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Pattern;

/**
 * Finds {@link YourMeal}s: by name among the services of a classpath ({@code META-INF/services}), or by class name.
 * Every way it can fail says so in one line (an {@link IllegalArgumentException}, which the commands print as
 * {@code error: ...} with exit code 2): a missing jar, a name that is neither a service nor a class, a class that is
 * not a meal or cannot be made.
 */
public final class YourMeals {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]+");

    private YourMeals() {
    }

    /**
     * The meal {@code name} (a service's {@link YourMeal#name()} or a class's binary name), from {@code classpath}
     * (jars or folders, separated by the platform's path separator; empty for this program's own classpath).
     */
    public static YourMeal load(String name, String classpath) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("--meal needs a meal: a name its jar lists as a service, or a class");
        }
        ClassLoader loader = loader(classpath);
        List<String> services = new ArrayList<>();
        for (ServiceLoader.Provider<YourMeal> provider : ServiceLoader.load(YourMeal.class, loader).stream().toList()) {
            YourMeal meal = provider.get();
            if (meal.name().equals(name)) {
                return checked(meal);
            }
            services.add(meal.name());
        }
        Class<?> type;
        try {
            type = Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("no meal " + name + ": not a service of the classpath"
                    + (services.isEmpty() ? "" : " (its meals: " + String.join(", ", services) + ")")
                    + " nor a class on it"
                    + (classpath == null || classpath.isBlank() ? " (no --classpath given)" : ""));
        }
        if (!YourMeal.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException(
                    "class " + name + " is not a meal: it does not implement " + YourMeal.class.getName());
        }
        try {
            return checked((YourMeal) type.getConstructor().newInstance());
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("meal " + name + " has no public constructor without arguments");
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException("meal " + name + " failed in its constructor: " + e.getCause());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalArgumentException("meal " + name + " cannot be made: " + e);
        }
    }

    private static YourMeal checked(YourMeal meal) {
        String name = meal.name();
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    meal.getClass().getName() + " names its meal '" + name + "': use letters, digits, - and _ only");
        }
        if (meal.mealClass() == null) {
            throw new IllegalArgumentException("meal " + name + " declares no meal class: CPU or BLOCKING");
        }
        return meal;
    }

    private static ClassLoader loader(String classpath) {
        ClassLoader parent = YourMeals.class.getClassLoader();
        if (classpath == null || classpath.isBlank()) {
            return parent;
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(java.io.File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path path = Path.of(entry.strip());
            if (!Files.exists(path)) {
                throw new IllegalArgumentException("--classpath: " + path + " does not exist");
            }
            try {
                urls.add(path.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("--classpath: " + path + " is not a path to a jar or folder");
            }
        }
        // Kept open for the meal's life: its classes load lazily, as its dinners call it.
        return new URLClassLoader("your-meal", urls.toArray(URL[]::new), parent);
    }
}
