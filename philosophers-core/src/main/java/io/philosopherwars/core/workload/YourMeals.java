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
     * (jars, folders, or {@code DIR/*} for every jar in DIR, separated by the platform's path separator; empty for this
     * program's own classpath).
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
        return meal;
    }

    /**
     * What {@link #probe} saw of a meal eaten alone: its class, whether the meal declared it, and what the measurement
     * rests on.
     *
     * @param mealClass
     *            declared, or measured: CPU-bound where the eating thread was on a CPU for at least {@link #CPU_SHARE}
     *            of the meals' wall time
     * @param declared
     *            whether the meal declared it ({@link YourMeal#mealClass()})
     * @param meals
     *            meals eaten
     * @param microsPerMeal
     *            wall time per meal, µs
     * @param cpuShare
     *            the thread's CPU time over the meals' wall time; NaN where the JVM cannot tell a thread's CPU time
     */
    public record Probe(WorkloadKind.MealClass mealClass, boolean declared, long meals, double microsPerMeal,
            double cpuShare) {
        /** {@code CPU-bound (measured: on a CPU 97% of its time, 12.1 µs a meal alone)}. */
        public String words() {
            return mealClass.id() + " (" + (declared ? "declared; " : "measured: ")
                    + (Double.isNaN(cpuShare) ? "" : "on a CPU " + Math.round(100 * cpuShare) + "% of its time, ")
                    + String.format(java.util.Locale.ROOT, "%.1f µs a meal alone over %d meals)", microsPerMeal, meals);
        }
    }

    /** The share of a meal's wall time on a CPU from which a measured meal is CPU-bound. */
    public static final double CPU_SHARE = 0.5;

    /**
     * Eats {@code meal} alone, on one platform thread, for about {@code eating} (at least one meal), between its
     * {@link YourMeal#open} for one philosopher and its {@link YourMeal#close}: its class (declared or measured), and
     * whether it works at all before a dinner is planned on it. A meal that throws, or that does not return within
     * {@code limit}, is an {@link IllegalArgumentException} naming the meal, and where it was stuck.
     */
    public static Probe probe(YourMeal meal, java.time.Duration eating, java.time.Duration limit) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();
        long[] result = new long[3];
        Throwable[] failure = new Throwable[1];
        java.util.concurrent.atomic.AtomicReference<String> step = new java.util.concurrent.atomic.AtomicReference<>(
                "open");
        Thread eater = Thread.ofPlatform().daemon().name("probe-" + meal.name()).unstarted(() -> {
            try {
                meal.open(1);
            } catch (Throwable t) {
                failure[0] = t;
                return;
            }
            try {
                step.set("eat");
                long cpu0 = cpuTime ? threads.getCurrentThreadCpuTime() : 0;
                long start = System.nanoTime();
                long until = start + eating.toNanos();
                long meals = 0;
                do {
                    meal.eat(0);
                    meals++;
                } while (System.nanoTime() < until);
                result[0] = meals;
                result[1] = System.nanoTime() - start;
                result[2] = cpuTime ? threads.getCurrentThreadCpuTime() - cpu0 : -1;
            } catch (Throwable t) {
                failure[0] = t;
            }
            String failedAt = step.get();
            step.set("close");
            try {
                meal.close();
                step.set(failedAt);
            } catch (Throwable t) {
                if (failure[0] == null) {
                    failure[0] = t;
                } else {
                    failure[0].addSuppressed(t);
                    step.set(failedAt);
                }
            }
        });
        eater.start();
        try {
            eater.join(limit.plus(eating));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            eater.interrupt();
            throw new IllegalArgumentException("interrupted while eating meal " + meal.name() + " alone");
        }
        if (eater.isAlive()) {
            StackTraceElement[] stack = eater.getStackTrace();
            eater.interrupt();
            String where = java.util.Arrays.stream(stack)
                    .filter(f -> !f.getClassName().startsWith("java.") && !f.getClassName().startsWith("jdk.")
                            && !f.getClassName().equals(YourMeals.class.getName()))
                    .findFirst().or(() -> java.util.Arrays.stream(stack).findFirst()).map(StackTraceElement::toString)
                    .orElse("an unknown frame");
            throw new IllegalArgumentException("meal " + meal.name() + " did not return from its " + step.get()
                    + " within " + limit.toSeconds() + " s (stuck at " + where + ")");
        }
        if (failure[0] != null) {
            Throwable t = failure[0];
            throw new IllegalArgumentException("meal " + meal.name() + " threw in its " + step.get() + ": "
                    + t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage()));
        }
        double share = result[2] < 0 ? Double.NaN : (double) result[2] / result[1];
        WorkloadKind.MealClass declared = meal.mealClass();
        WorkloadKind.MealClass measured = Double.isNaN(share) || share >= CPU_SHARE ? WorkloadKind.MealClass.CPU
                : WorkloadKind.MealClass.BLOCKING;
        return new Probe(declared != null ? declared : measured, declared != null, result[0],
                result[1] / 1e3 / result[0], share);
    }

    /** A classpath entry: a jar or a folder, or {@code DIR/*}, every jar in DIR (as {@code java -cp} reads it). */
    private static List<Path> entries(String entry) {
        boolean jars = entry.endsWith("/*") || entry.equals("*");
        Path path = Path.of(jars ? entry.substring(0, entry.length() - 1) : entry);
        if (!Files.exists(path) || jars && !Files.isDirectory(path)) {
            throw new IllegalArgumentException(
                    "--classpath: " + path + (jars ? " is not a folder" : " does not exist"));
        }
        if (!jars) {
            return List.of(path);
        }
        try (java.util.stream.Stream<Path> listing = Files.list(path)) {
            return listing.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("--classpath: cannot list " + path + ": " + e.getMessage());
        }
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
            for (Path path : entries(entry.strip())) {
                try {
                    urls.add(path.toUri().toURL());
                } catch (MalformedURLException e) {
                    throw new IllegalArgumentException("--classpath: " + path + " is not a path to a jar or folder");
                }
            }
        }
        // Kept open for the meal's life: its classes load lazily, as its dinners call it.
        return new URLClassLoader("your-meal", urls.toArray(URL[]::new), parent);
    }
}
