package io.philosopherwars.core;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A value of one axis of the matrix with a stable, regex-friendly id ({@code reentrantLock}, {@code virtual},
 * {@code firstFull}). The same ids name CLI arguments, JMH methods and parameters, and result rows.
 */
public interface Named {
    String id();

    /** Finds the value with this id (case-insensitive) or says which ids exist. */
    static <T extends Named> T byId(String axis, Collection<? extends T> values, String id) {
        for (T value : values) {
            if (value.id().equalsIgnoreCase(id.strip())) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown " + axis + " '" + id + "'; expected one of: " + ids(values));
    }

    static <T extends Named> T byId(String axis, T[] values, String id) {
        return byId(axis, Arrays.asList(values), id);
    }

    static String ids(Collection<? extends Named> values) {
        return values.stream().map(Named::id).collect(Collectors.joining(", "));
    }

    static List<String> ids(Named[] values) {
        return Arrays.stream(values).map(Named::id).toList();
    }
}
