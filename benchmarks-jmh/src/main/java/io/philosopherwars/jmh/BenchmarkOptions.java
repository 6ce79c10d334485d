package io.philosopherwars.jmh;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * What every JMH run of these benchmarks needs whatever the user typed, added in one place for the jar's main
 * ({@link Benchmarks}) and for the programs that run JMH in process ({@code measure}, {@code scale}, {@code publish}):
 * <ul>
 * <li>the {@link DinnerMetrics} profiler, so that every dinner row has its phases and meal distribution;</li>
 * <li>the forks' own JVM arguments. The classes put them in {@code @Fork(jvmArgsAppend = ...)}, and JMH lets a
 * command-line {@code -jvmArgsAppend} replace the annotation's: the fork would then start without
 * {@code --enable-preview} and fail on the first preview class. When the user appends, ours come first and the user's
 * after them, so the user's {@code -Xmx} still wins. ({@code -jvmArgs} and {@code -jvmArgsPrepend} replace slots the
 * annotations leave empty.)</li>
 * </ul>
 */
public final class BenchmarkOptions {
    /** Preview features: {@code StructuredTaskScope} (JEP 505) in the engine. */
    public static final String PREVIEW = "--enable-preview";
    /** The same heap for every fork, so that a 1M dinner fits and rows are comparable. */
    public static final String HEAP = "-Xmx4g";
    /** getrusage through the FFM API (switches per meal) without a warning. */
    public static final String NATIVE_ACCESS = "--enable-native-access=ALL-UNNAMED";
    /** JMH 1.37 calls {@code sun.misc.Unsafe}, which JDK 25 warns about in every fork unless allowed. */
    public static final String UNSAFE = "--sun-misc-unsafe-memory-access=allow";

    /** The forks' own arguments, as the dinner classes' {@code @Fork} gives them. */
    public static final List<String> FORK_ARGS = List.of(PREVIEW, HEAP, NATIVE_ACCESS, UNSAFE);

    private BenchmarkOptions() {
    }

    /** {@code given} (the command line, or a program's options) with the profiler and the forks' arguments. */
    public static Options of(Options given) {
        ChainedOptionsBuilder options = new OptionsBuilder().parent(given);
        boolean attached = given.getProfilers().stream()
                .anyMatch(p -> p.getKlass().equals(DinnerMetrics.class.getName()));
        if (!attached) {
            options.addProfiler(DinnerMetrics.class);
        }
        if (given.getJvmArgsAppend().hasValue()) {
            List<String> append = new ArrayList<>(FORK_ARGS);
            append.addAll(given.getJvmArgsAppend().get());
            options.jvmArgsAppend(append.toArray(String[]::new));
        }
        return options.build();
    }
}
