package io.philosopherwars.core;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How far a dinner's release got by a moment: the philosophers that had begun since the release (a thread woken at the
 * gate, a task or verticle in its first run) of all of them, and the seconds from the release until the last of them
 * began, NaN while some had not. A dinner that stops before it ends (its time limit, a failure) says it beside its
 * progress, so that the release of a frozen or slow dinner is known too, not only of one that ate all its meals.
 *
 * @param begun
 *            philosophers that had begun
 * @param philosophers
 *            philosophers at the table
 * @param seconds
 *            from the release until every philosopher had begun; NaN where some had not by the moment it was read for
 *            (the count is read a moment later, so it may already be all of them)
 */
public record Release(int begun, int philosophers, double seconds) {

    /** Whether every philosopher had begun by the moment it was read for, and when is known. */
    public boolean complete() {
        return begun >= philosophers && Double.isFinite(seconds);
    }

    /** Whether some philosophers had not begun: the rate read then is that of a part of the table. */
    public boolean partial() {
        return begun < philosophers;
    }

    /** One clause for a person, then a token the report reads back ({@link #parse}). */
    public String words() {
        String said = complete()
                ? String.format(Locale.ROOT, "every philosopher had begun %.1f s after the release", seconds)
                : String.format(Locale.ROOT, "%,d of %,d philosophers had begun since the release", begun,
                        philosophers);
        return said + " "
                + String.format(Locale.ROOT, "[release begun=%d of=%d seconds=%.3f]", begun, philosophers, seconds);
    }

    static final Pattern TOKEN = Pattern.compile("\\[release begun=(\\d+) of=(\\d+) seconds=([0-9.NaN]+)]");

    /** The release a message carries ({@link #words}), if it carries one: a sweep from before it has none. */
    public static Optional<Release> parse(String message) {
        Matcher m = TOKEN.matcher(message == null ? "" : message);
        return m.find() ? Optional.of(
                new Release(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Double.parseDouble(m.group(3))))
                : Optional.empty();
    }
}
