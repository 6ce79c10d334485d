package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a figure that is no comparison was measured, as its row names it: the set and the claim, the meal, each side,
 * the CPUs, the size, and how it was measured ({@link Words#NA} where a field does not apply). Each row adds what it is
 * (the quantity, its unit, the values) and what it does; a comparison's row is {@link Row#of}'s.
 */
record Place(String set, String claim, String meal, String a, String b, String cpus, String size, String settings) {
    /** A measured row of the set (a dinner or a ring) in its own context: its meal, side and CPUs. */
    static Place of(String set, String claim, Measured m, String size, String settings) {
        return new Place(set, claim, m instanceof JmhRow r ? Words.meal(r.work()) : NA, Words.side(m), NA,
                Words.cpus(m.cpus()), size, settings);
    }

    Place withSettings(String how) {
        return new Place(set, claim, meal, a, b, cpus, size, how);
    }

    /** A figure of one side ({@code b} N/A), or both sides' figures with no factor between them. */
    Row row(Row.Role role, String does, String quantity, String unit, double valueA, double valueB) {
        return ratio(role, does, quantity, unit, valueA, valueB, Double.NaN);
    }

    Row row(Row.Role role, String does, String quantity, String unit, double value) {
        return row(role, does, quantity, unit, value, Double.NaN);
    }

    /** Both sides' figures and A / B as measured: no interval, no verdict, no forks. */
    Row ratio(Row.Role role, String does, String quantity, String unit, double valueA, double valueB, double ratio) {
        return judged(role, does, quantity, unit, valueA, valueB, ratio, NA, NA, 0, 0);
    }

    /** A figure of one side with what the rule read from it ({@code verdict}: why a cell stopped). */
    Row judged(Row.Role role, String does, String quantity, String unit, double value, String verdict) {
        return judged(role, does, quantity, unit, value, Double.NaN, Double.NaN, NA, verdict, 0, 0);
    }

    /**
     * Both sides' figures and A / B with no interval, the side they name {@code faster}, what the rule read from them,
     * and the forks (or JVMs) each rests on.
     */
    Row judged(Row.Role role, String does, String quantity, String unit, double valueA, double valueB, double ratio,
            String faster, String verdict, int forksA, int forksB) {
        return new Row(set, claim, role, does, meal, a, b, cpus, size, quantity, unit, valueA, valueB, faster, ratio,
                Double.NaN, Double.NaN, verdict, forksA, forksB, settings);
    }

    private static final Pattern PHILOSOPHERS_X_MEALS = Pattern
            .compile("(\\d[\\d,]*) philosophers x (\\d[\\d,]*) meals");
    private static final Pattern PHILOSOPHERS = Pattern.compile("(\\d[\\d,]*) philosophers");

    /**
     * The table's size as a record's options state it: {@code 1,000 × 1,000} (philosophers × meals each) from
     * {@code 1000 philosophers x 1000 meals}, {@code 100 philosophers} where they name no meals; N/A where they say
     * neither.
     */
    static String sizeOf(EvidenceRecord record) {
        String options = record.environment().getOrDefault("options", "");
        Matcher both = PHILOSOPHERS_X_MEALS.matcher(options);
        if (both.find()) {
            return Words.size(parsed(both.group(1)), parsed(both.group(2)));
        }
        double philosophers = philosophersOf(record);
        return Double.isNaN(philosophers) ? NA : Numbers.count(philosophers) + " philosophers";
    }

    /** The philosophers a record's options name first ("1000 philosophers x ..."), or NaN where they name none. */
    static double philosophersOf(EvidenceRecord record) {
        Matcher philosophers = PHILOSOPHERS.matcher(record.environment().getOrDefault("options", ""));
        return philosophers.find() ? parsed(philosophers.group(1)) : Double.NaN;
    }

    /** {@code JDK 25.0.3+9-LTS} from a record's JDK ({@code ... Server VM 25.0.3+9-LTS}); empty where it names none. */
    static String jdk(EvidenceRecord record) {
        String[] words = record.environment().getOrDefault("JDK", "").strip().split(" ");
        String version = words[words.length - 1];
        return !version.isEmpty() && Character.isDigit(version.charAt(0)) ? "JDK " + version : "";
    }

    /** A number written as text ({@code 20000}, {@code 1,000}, a JMH size {@code 10K}); NaN where it is none. */
    static double parsed(String text) {
        try {
            return Double.parseDouble(text.strip().replace(",", "").replace("K", "000"));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
