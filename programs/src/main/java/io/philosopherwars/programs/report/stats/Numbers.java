package io.philosopherwars.programs.report.stats;

import java.util.List;
import java.util.Locale;

/** Number formats of the report: fixed, locale-free, so that the same raw data always gives the same bytes. */
public final class Numbers {
    private Numbers() {
    }

    /** Three significant digits, at least one decimal below 100: 0.0123, 1.23, 12.3, 123, 12,345. */
    public static String ms(double value) {
        double abs = Math.abs(value);
        return format(abs >= 100 ? "%,.0f" : abs >= 10 ? "%.1f" : abs >= 1 ? "%.2f" : "%.3g", value);
    }

    public static String count(double value) {
        return format("%,.0f", value);
    }

    /** {@code 1 row}, {@code 3 rows}: a count and its noun, singular for one. */
    public static String plural(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    public static String ratio(double value) {
        return format(Math.abs(value) >= 10 ? "%.1f" : "%.3f", value);
    }

    /**
     * A factor as a reader says it: {@code 1.05}, {@code 2.8}, {@code 30}, {@code 250}; three digits below 1.1, where a
     * few percent matter, two below 10, whole numbers above.
     */
    public static String factor(double value) {
        return format(value < 1.1 ? "%.2f" : value < 10 ? "%.1f" : "%,.0f", value);
    }

    /**
     * A decided factor's lower bound: as {@link #factor}, but never {@code 1.00} for a bound above 1, which excludes 1
     * (fresh reader 27 read "1.04x [1.00, 1.08]" as an interval that touches 1): {@code 1.004}.
     */
    public static String lowBound(double value) {
        String printed = factor(value);
        return value > 1 && printed.equals("1.00") ? format(value < 1.001 ? "%.4f" : "%.3f", value) : printed;
    }

    /** {@code 0.310 [0.284, 0.337]}: a ratio and its interval. */
    public static String interval(double ratio, double low, double high) {
        return ratio(ratio) + " [" + ratio(low) + ", " + ratio(high) + "]";
    }

    public static String percent(double fraction) {
        return format("%.1f%%", 100 * fraction);
    }

    public static String fixed(double value, int decimals) {
        return format("%." + decimals + "f", value);
    }

    /** The value in the format, or {@code -} where it is not a finite number. */
    private static String format(String format, double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, format, value) : "-";
    }

    /** {@code a, b and c}, or {@code a, b or c}. */
    public static String join(List<String> parts, String conjunction) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " " + conjunction + " " + parts.getLast();
    }
}
