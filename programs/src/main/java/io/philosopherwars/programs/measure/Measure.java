package io.philosopherwars.programs.measure;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import io.philosopherwars.format.AtomicFile;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.jmh.BenchmarkOptions;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * A JMH run whose raw results the report can use: {@code ./philosophers measure NAME [JMH arguments]} runs JMH with the
 * arguments as given and writes {@code results/<machine>/raw/NAME.json} ({@code -rf json}) and {@code NAME.env.md}
 * (machine, JDK, flags, commit, date, the exact command and the run's wall time), both atomically and only when the run
 * ended, so that a run stopped half-way never replaces good data.
 */
public final class Measure {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._,=:/@%+-]+");

    private Measure() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static final String USAGE = """
            usage: ./philosophers measure NAME [JMH arguments]
              NAME             letters, digits, . _ -; the results go to results/MACHINE/raw/NAME.json and
                               NAME.env.md (PHILOSOPHERS_RAW=DIR: to DIR instead)
              JMH arguments    as ./philosophers jmh takes them ('./philosophers jmh -h' lists them)
            """;

    /** The run's name, JMH's options as given, and the arguments for the environment's command line. */
    record Options(String name, CommandLineOptions jmh, String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, Measure::parse, Measure::execute);
    }

    static Options parse(String[] args) {
        if (args.length == 0 || !NAME.matcher(args[0]).matches() || args[0].endsWith(".json")) {
            throw new IllegalArgumentException(args.length == 0 ? "no NAME" : "not a plain name: '" + args[0] + "'");
        }
        try {
            return new Options(args[0], new CommandLineOptions(Arrays.copyOfRange(args, 1, args.length)), args);
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    static int execute(Options options) {
        String[] args = options.args();
        // This machine's own result set (results/<machine>/raw), or where PHILOSOPHERS_RAW says.
        String chosen = System.getenv("PHILOSOPHERS_RAW");
        Path raw = chosen == null || chosen.isBlank() ? RunEnvironment.defaultRaw() : Path.of(chosen);
        String command = "./philosophers measure "
                + Arrays.stream(args).map(Measure::quote).collect(Collectors.joining(" "));
        String jmhArgs = String.join(" ", Arrays.copyOfRange(args, 1, args.length));
        return measure(raw, options.name(), options.jmh(), command, jmhArgs, "") ? Command.OK : Command.FAILED;
    }

    /**
     * Runs JMH with {@code options} (given as {@code arguments}) and writes {@code raw/NAME.json} and
     * {@code NAME.env.md} (the environment, {@code command}, the wall time, then {@code extra} lines), both atomically
     * and only when JMH ran something; false with the reason on standard error otherwise, and nothing under {@code raw}
     * changed.
     */
    public static boolean measure(Path raw, String name, CommandLineOptions options, String command, String arguments,
            String extra) {
        return measure(raw, name, List.of(options), command, arguments, extra);
    }

    /**
     * Runs JMH once per element of {@code runs}, in that order (a block of a publish run: one row each, one fork), and
     * writes every row they measured into {@code raw/NAME.json}, as
     * {@link #measure(Path, String, CommandLineOptions, String, String, String)} does for one run. A run that measures
     * nothing leaves its row out of the block, with the reason on standard error; false when no run measured anything.
     */
    public static boolean measure(Path raw, String name, List<CommandLineOptions> runs, String command,
            String arguments, String extra) {
        return measure(raw, name, runs, command, arguments, extra, null);
    }

    /**
     * The same, JMH's own output (its banner, iterations and tables) going to {@code jmhLog} instead of standard output
     * where one is given: a publish run's terminal shows its progress, the slice's log the rest.
     */
    public static boolean measure(Path raw, String name, List<CommandLineOptions> runs, String command,
            String arguments, String extra, PrintStream jmhLog) {
        Path json = raw.resolve(name + ".json");
        Path partial = raw.resolve("." + name + ".json.partial");
        RunEnvironment environment = RunEnvironment.current();
        long start = System.nanoTime();
        try {
            Files.createDirectories(raw);
            JsonArray rows = new JsonArray();
            JsonArray iterations = new JsonArray();
            List<RunResult> results = new ArrayList<>();
            for (CommandLineOptions options : runs) {
                Files.deleteIfExists(partial);
                org.openjdk.jmh.runner.options.Options jmh = BenchmarkOptions.of(new OptionsBuilder().parent(options)
                        .resultFormat(ResultFormatType.JSON).result(partial.toString()).build());
                // JMH's own output where it would go (the slice's log, JMH's -o file, or standard output), recorded.
                PrintStream file = jmhLog == null && jmh.getOutput().hasValue() ? new PrintStream(
                        Files.newOutputStream(Path.of(jmh.getOutput().get())), true, StandardCharsets.UTF_8) : null;
                Iterations recorder = new Iterations(org.openjdk.jmh.runner.format.OutputFormatFactory
                        .createFormatInstance(jmhLog != null ? jmhLog : file != null ? file : System.out,
                                jmh.verbosity().orElse(org.openjdk.jmh.runner.options.VerboseMode.NORMAL)));
                Collection<RunResult> ran;
                try {
                    ran = new Runner(jmh, recorder).run();
                } finally {
                    if (file != null) {
                        file.close();
                    }
                }
                if (ran.isEmpty() || !Files.exists(partial)) {
                    System.err.println("error: JMH ran nothing for " + options.getIncludes() + " (it failed, or no"
                            + " benchmark matched); the block goes on without it");
                    continue;
                }
                results.addAll(ran);
                rows.addAll(JsonParser.parseString(Files.readString(partial, StandardCharsets.UTF_8)).getAsJsonArray());
                iterations.addAll(recorder.runs());
            }
            if (results.isEmpty()) {
                System.err.println("error: JMH ran nothing (no benchmark matched, or every one failed); " + json
                        + " is unchanged");
                return false;
            }
            Duration wall = Duration.ofNanos(System.nanoTime() - start);
            // The environment first: a JSON without its environment would be read as a run of unknown provenance.
            AtomicFile.write(raw.resolve(name + ".env.md"),
                    environment.markdown(command, "JMH arguments as given: `" + arguments + "`", wall,
                            "the whole JMH run: forks, warm-up and measurement") + extra);
            // Beside the JSON, before it: every iteration of every fork, the warm-ups included, for the steady-state
            // check (a JSON without its iterations is a run from before they were kept).
            AtomicFile.write(raw.resolve(name + ResultSet.ITERATIONS),
                    new GsonBuilder().setPrettyPrinting().create().toJson(iterations) + "\n");
            if (runs.size() == 1) {
                Files.move(partial, json, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } else {
                AtomicFile.write(json, new GsonBuilder().setPrettyPrinting().create().toJson(rows) + "\n");
            }
            System.out.println("wrote " + json + " (" + results.size() + " benchmarks)");
            return true;
        } catch (RunnerException e) {
            if (String.valueOf(e.getMessage()).contains(" the JMH lock (")) {
                // Transient: another JMH run holds JMH's lock. Not a result: the caller must not record it as one.
                throw new Command.Failure("another JMH run holds JMH's lock, so nothing was measured (" + json
                        + " is unchanged); run again when it has ended");
            }
            System.err.println("error: the JMH run failed: " + e.getMessage() + "; " + json + " is unchanged");
            return false;
        } catch (IOException e) {
            System.err.println("error: cannot write " + json + ": " + e);
            return false;
        } finally {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException e) {
                // Only a leftover hidden file.
            }
        }
    }

    private static String quote(String arg) {
        return PLAIN.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\\''") + "'";
    }
}
