package io.philosopherwars.programs.cli;

import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * What the project's commands (the demo, the scaled sweep) share in reading their {@code --option value} arguments: the
 * same words for the same mistakes, each an {@link IllegalArgumentException} that the command prints with its usage.
 */
public final class CommandLine {
    private CommandLine() {
    }

    /** The arguments as option / value pairs, in order. */
    public static List<Map.Entry<String, String>> pairs(String[] args) {
        List<Map.Entry<String, String>> pairs = new ArrayList<>();
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option " + args[i] + " needs a value");
            }
            pairs.add(new SimpleEntry<>(args[i], args[i + 1]));
        }
        return pairs;
    }

    /** A comma-separated list of ids of one axis, or {@code all}. */
    public static <T> List<T> list(String axis, String value, List<T> all, Function<String, T> byId) {
        if (value.equalsIgnoreCase("all")) {
            return all;
        }
        List<T> chosen = new ArrayList<>();
        for (String id : value.split(",")) {
            if (id.isBlank()) {
                throw new IllegalArgumentException("empty " + axis + " in '" + value + "'");
            }
            chosen.add(byId.apply(id.strip()));
        }
        return chosen;
    }

    /** {@code true} or {@code false}, nothing else. */
    public static boolean bool(String option, String value) {
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(option + " needs true or false, got '" + value + "'");
        };
    }

    /** A whole number of at least 1. */
    public static int positive(String option, String value) {
        int parsed;
        try {
            parsed = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, got '" + value + "'");
        }
        if (parsed < 1) {
            throw new IllegalArgumentException(option + " must be positive, got " + parsed);
        }
        return parsed;
    }

    /** A comma-separated list of whole numbers of at least 1 ({@code 1000,10000}). */
    public static List<Integer> positives(String option, String value) {
        List<Integer> parsed = new java.util.ArrayList<>();
        for (String item : value.split(",")) {
            parsed.add(positive(option, item));
        }
        return List.copyOf(parsed);
    }
}
