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

    /**
     * The arguments read by option, each value checked as the program reads it, so that a parser is one expression per
     * option rather than a loop and a switch; an option the program does not read is refused before any value is read.
     * The last of an option given twice counts.
     */
    public static final class Given {
        private final Map<String, String> values = new java.util.HashMap<>();

        /** Reads {@code args}, which may hold {@code options} only. */
        public Given(String[] args, String... options) {
            List<String> known = List.of(options);
            for (Map.Entry<String, String> pair : pairs(args)) {
                if (!known.contains(pair.getKey())) {
                    throw new IllegalArgumentException("unknown option " + pair.getKey());
                }
                values.put(pair.getKey(), pair.getValue());
            }
        }

        /** The option's value as {@code read} reads it, or {@code fallback} where it was not given. */
        public <T> T get(String option, T fallback, Function<String, T> read) {
            String value = values.get(option);
            return value == null ? fallback : read.apply(value);
        }

        /** {@link CommandLine#positive}, or {@code fallback}. */
        public int positive(String option, int fallback) {
            return get(option, fallback, value -> CommandLine.positive(option, value));
        }

        /** {@link CommandLine#positives}, or {@code fallback}. */
        public List<Integer> positives(String option, List<Integer> fallback) {
            return get(option, fallback, value -> CommandLine.positives(option, value));
        }

        /** {@link CommandLine#bool}, or {@code fallback}. */
        public boolean bool(String option, boolean fallback) {
            return get(option, fallback, value -> CommandLine.bool(option, value));
        }

        /** A file, or null where the option was not given. */
        public java.nio.file.Path path(String option) {
            return get(option, null, java.nio.file.Path::of);
        }

        /** {@link CommandLine#list} of the axis, or {@code fallback}. */
        public <T> List<T> list(String option, String axis, List<T> all, Function<String, T> byId, List<T> fallback) {
            return get(option, fallback, value -> CommandLine.list(axis, value, all, byId));
        }
    }
}
