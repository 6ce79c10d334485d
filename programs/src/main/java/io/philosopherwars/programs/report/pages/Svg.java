package io.philosopherwars.programs.report.pages;

import java.util.List;
import java.util.Locale;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.programs.report.stats.Verdict;

/**
 * The report's charts, written by hand as SVG: two chart kinds (bars with whiskers, log-log curves) do not justify a
 * plotting library in a benchmark jar, hand-written SVG renders on GitHub as it is, and its bytes depend only on the
 * numbers (no fonts measured, no timestamps), so the same raw data gives the same file. Both axes that span orders of
 * magnitude are logarithmic: the united scores go from milliseconds to tens of seconds.
 */
final class Svg {
    private static final String[] PALETTE = { "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
            "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939" };
    private static final int WIDTH = 960;
    private static final int LABEL = 330;
    private static final int ROW = 18;
    /** Where a forest plot's labels end and its axis begins. */
    private static final int FOREST_LABEL = 400;

    private Svg() {
    }

    /** One bar: its value, the whisker's ends (equal to the value for none) and the thread kind that colours it. */
    record Bar(String label, double value, double low, double high, ThreadKind threads) {
        String fill() {
            return switch (threads) {
                case VIRTUAL -> "#1f77b4";
                case PLATFORM -> "#9ecae1";
                case POOLED -> "#ff7f0e";
            };
        }
    }

    /** One curve of a line chart. */
    record Series(String name, List<double[]> points) {
    }

    /** Horizontal bars on a log axis, whiskers from {@code low} to {@code high}; virtual-thread rows darker. */
    static String bars(String title, String unit, List<Bar> bars) {
        double min = bars.stream().mapToDouble(b -> Math.min(b.value(), b.low())).filter(v -> v > 0).min().orElse(1);
        double max = bars.stream().mapToDouble(b -> Math.max(b.value(), b.high())).max().orElse(10);
        Axis axis = Axis.log(min, max, LABEL, WIDTH - 20);
        int height = 60 + bars.size() * ROW + 40;
        StringBuilder svg = header(height, title);
        int top = 50;
        axis.vertical(svg, top - 5, top + bars.size() * ROW, unit);
        for (int i = 0; i < bars.size(); i++) {
            Bar bar = bars.get(i);
            double y = top + i * ROW;
            svg.append(f("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" font-size=\"11\">%s</text>%n", LABEL - 6,
                    y + 12, escape(bar.label())));
            double x = axis.at(bar.value());
            svg.append(f("<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n", LABEL, y + 2,
                    Math.max(1, x - LABEL), ROW - 5, bar.fill()));
            if (bar.high() > bar.low()) {
                double lo = axis.at(Math.max(bar.low(), axis.min));
                double hi = axis.at(bar.high());
                double mid = y + 2 + (ROW - 5) / 2.0;
                svg.append(f("<path d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\" stroke=\"#222\"/>%n", lo, mid,
                        hi, lo, mid - 4, mid + 4, hi, mid - 4, mid + 4));
            }
        }
        // The legend names orange only where a bar is pooled: the charts of sets without a pool stay as they were.
        boolean pooled = bars.stream().anyMatch(b -> b.threads() == ThreadKind.POOLED);
        svg.append(f("<text x=\"%d\" y=\"%d\" font-size=\"11\">dark: virtual threads, light: platform threads;"
                + (pooled ? " orange: a pool of platform threads;" : "")
                + " whiskers: the row's interval (see the table)</text>%n", LABEL, height - 8));
        return svg.append("</svg>\n").toString();
    }

    /** One line of a forest plot: a ratio with its interval (NaN ends: none), or a group's title when ratio is NaN. */
    record Estimate(String label, double ratio, double low, double high, Verdict verdict) {
        static Estimate title(String label) {
            return new Estimate(label, Double.NaN, Double.NaN, Double.NaN, Verdict.UNDECIDED);
        }
    }

    /**
     * A forest plot: every ratio with its interval on a log axis around 1, the equivalence margin shaded, each coloured
     * by its verdict.
     */
    static String forest(String title, List<Estimate> rows, double margin) {
        double min = Math.min(1 / margin, rows.stream().mapToDouble(r -> Double.isFinite(r.low()) ? r.low() : r.ratio())
                .filter(v -> v > 0).min().orElse(0.5));
        double max = Math.max(margin, rows.stream().mapToDouble(r -> Double.isFinite(r.high()) ? r.high() : r.ratio())
                .filter(Double::isFinite).max().orElse(2));
        Axis axis = Axis.log(min, max, FOREST_LABEL + 10, WIDTH - 20);
        int top = 50;
        int height = top + rows.size() * ROW + 60;
        StringBuilder svg = header(height, title);
        axis.vertical(svg, top - 5, top + rows.size() * ROW, "A / B (below 1: A takes less time)");
        double lo = axis.at(1 / margin);
        svg.append(f("<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#eef\"/>%n", lo, top - 5,
                axis.at(margin) - lo, rows.size() * ROW + 5));
        svg.append(f("<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#555\"/>%n", axis.at(1), top - 5,
                axis.at(1), top + rows.size() * ROW));
        for (int i = 0; i < rows.size(); i++) {
            Estimate row = rows.get(i);
            double y = top + i * ROW + ROW / 2.0;
            if (!Double.isFinite(row.ratio())) {
                svg.append(f("<text x=\"10\" y=\"%.1f\" font-size=\"12\" font-weight=\"bold\">%s</text>%n", y + 4,
                        escape(row.label())));
                continue;
            }
            String colour = switch (row.verdict()) {
                case FASTER -> "#2ca02c";
                case SLOWER -> "#d62728";
                case EQUIVALENT -> "#1f77b4";
                case UNDECIDED -> "#999999";
            };
            svg.append(f("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" font-size=\"10\">%s</text>%n", FOREST_LABEL,
                    y + 3, escape(row.label())));
            if (Double.isFinite(row.low())) {
                svg.append(f("<path d=\"M%.1f %.1fH%.1f\" stroke=\"%s\" stroke-width=\"2\"/>%n", axis.at(row.low()), y,
                        axis.at(row.high()), colour));
            }
            svg.append(f("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>%n", axis.at(row.ratio()), y, colour));
        }
        svg.append(f("<text x=\"%d\" y=\"%d\" font-size=\"11\">green: faster, red: slower, blue: equivalent,"
                + " grey: undecided; shaded: the equivalence margin; a dot without a line has no interval</text>%n", 10,
                height - 8));
        return svg.append("</svg>\n").toString();
    }

    /** Curves on log-log axes, one colour per series, with a legend. */
    static String lines(String title, String xLabel, String yLabel, List<Series> series) {
        double xmin = series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[0]).min().orElse(1);
        double xmax = series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[0]).max().orElse(10);
        double ymin = series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[1]).filter(v -> v > 0).min()
                .orElse(1);
        double ymax = series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[1]).max().orElse(10);
        int plotTop = 50;
        int plotBottom = 460;
        int legendTop = plotBottom + 50;
        int height = legendTop + ((series.size() + 2) / 3) * 16 + 10;
        Axis x = Axis.log(xmin, xmax, 80, WIDTH - 30);
        Axis y = Axis.log(ymin, ymax, plotBottom, plotTop);
        StringBuilder svg = header(height, title);
        x.vertical(svg, plotTop, plotBottom, xLabel);
        y.horizontal(svg, 80, WIDTH - 30, yLabel);
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            String colour = PALETTE[i % PALETTE.length];
            StringBuilder path = new StringBuilder();
            for (double[] p : s.points()) {
                path.append(path.isEmpty() ? "M" : "L").append(f("%.1f %.1f", x.at(p[0]), y.at(p[1])));
                svg.append(
                        f("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n", x.at(p[0]), y.at(p[1]), colour));
            }
            if (s.points().size() > 1) {
                svg.append(f("<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>%n", path, colour));
            }
            int lx = 80 + (i % 3) * 290;
            int ly = legendTop + (i / 3) * 16;
            svg.append(f("<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"3\" fill=\"%s\"/>%n", lx, ly - 4, colour));
            svg.append(f("<text x=\"%d\" y=\"%d\" font-size=\"11\">%s</text>%n", lx + 16, ly, escape(s.name())));
        }
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder header(int height, String title) {
        StringBuilder svg = new StringBuilder(f("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n", WIDTH, height, WIDTH, height));
        svg.append(f("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, height));
        svg.append(f("<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">%s</text>%n", escape(title)));
        return svg;
    }

    /** A log10 axis from the decade at or below {@code min} to the decade at or above {@code max}. */
    private record Axis(double min, double max, double from, double to) {
        static Axis log(double min, double max, double from, double to) {
            double lo = Math.pow(10, Math.floor(Math.log10(min)));
            double hi = Math.pow(10, Math.ceil(Math.log10(max)));
            return new Axis(lo, hi > lo ? hi : lo * 10, from, to);
        }

        double at(double value) {
            double v = Math.max(value, min);
            return from + (to - from) * (Math.log10(v) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
        }

        /** Grid lines across a horizontal axis (ticks at every decade), labelled below. */
        void vertical(StringBuilder svg, double top, double bottom, String label) {
            for (double d = min; d <= max * 1.0001; d *= 10) {
                double x = at(d);
                svg.append(f("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n", x, top, x,
                        bottom));
                svg.append(f("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"10\">%s</text>%n", x,
                        bottom + 14, tick(d)));
            }
            svg.append(f("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"11\">%s (log)</text>%n",
                    (from + to) / 2, bottom + 30, escape(label)));
        }

        /** Grid lines across a vertical axis, labelled on the left. */
        void horizontal(StringBuilder svg, double left, double right, String label) {
            for (double d = min; d <= max * 1.0001; d *= 10) {
                double y = at(d);
                svg.append(f("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n", left, y,
                        right, y));
                svg.append(f("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" font-size=\"10\">%s</text>%n", left - 4,
                        y + 3, tick(d)));
            }
            svg.append(f(
                    "<text x=\"12\" y=\"%.1f\" font-size=\"11\" transform=\"rotate(-90 12 %.1f)\""
                            + " text-anchor=\"middle\">%s (log)</text>%n",
                    (from + to) / 2, (from + to) / 2, escape(label)));
        }

        private static String tick(double value) {
            if (value >= 1_000_000) {
                return f("%.0fM", value / 1_000_000);
            }
            if (value >= 1_000) {
                return f("%.0fK", value / 1_000);
            }
            return value >= 1 ? f("%.0f", value) : f("%.3g", value);
        }
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
