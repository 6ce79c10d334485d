package io.philosopherwars.jmh;

import java.io.IOException;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * The main of {@code benchmarks.jar}: JMH's command line exactly as {@code org.openjdk.jmh.Main} takes it, run with
 * {@link BenchmarkOptions} (the dinner metrics attached, the forks' JVM arguments kept when {@code -jvmArgsAppend} is
 * given). Help and the listings ({@code -h}, {@code -l}, {@code -lp}, {@code -lprof}, {@code -lrf}) are JMH's own.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'NoopBenchmark.synchronized_virtual' -jvmArgsAppend -XX:-EliminateLocks
 * </pre>
 */
public final class Benchmarks {
    private Benchmarks() {
    }

    public static void main(String[] args) throws IOException {
        CommandLineOptions options;
        try {
            options = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            System.err.println("Error parsing command line:");
            System.err.println(" " + e.getMessage());
            System.exit(1);
            return;
        }
        if (options.shouldHelp() || options.shouldList() || options.shouldListWithParams()
                || options.shouldListProfilers() || options.shouldListResultFormats()) {
            org.openjdk.jmh.Main.main(args);
            return;
        }
        try {
            new Runner(BenchmarkOptions.of(options)).run();
        } catch (NoBenchmarksException e) {
            System.err.println("No matching benchmarks. Miss-spelled regexp? ('-l' lists them)");
            System.exit(1);
        } catch (RunnerException e) {
            System.err.print("ERROR: ");
            e.printStackTrace(System.err);
            System.exit(1);
        }
    }
}
