package io.philosopherwars.programs.publish;

import com.google.gson.JsonParser;
import io.philosopherwars.format.AtomicFile;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.measure.Measure;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.ReportCli;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Looks;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * {@code ./philosophers publish}: one command that measures what the findings need on this machine, within a time
 * budget, into this machine's own result set ({@code results/<machine>/}), then writes its report. Planned (see
 * {@link Planner}), resumable (see {@link Journal}: the same command continues where a killed run stopped, never runs a
 * finished slice again, and only ever replaces whole files), and refusing a work tree with uncommitted changes (outside
 * {@code results/}) unless told otherwise, which the result then says.
 */
public final class Publish {
    private static final Duration TOOL_LIMIT = Duration.ofMinutes(30);
    private static final Pattern BUDGET = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?");
    private static final String USAGE_TEXT = """
            usage: ./philosophers publish [options]
              --budget TIME     the whole run's time, e.g. 90m, 1h30m, 600s (default: 90m); a resumed run keeps
                                the budget it started with unless given another
              --machine NAME    the result set's name under results/ (default: from the CPU and cores, e.g.
                                amd-epyc-9654-16c; where the CPU's name gives no model, its family and
                                model too, e.g. amd-epyc-f25m1-2c); one set is one machine and one commit
              --results DIR     where the sets live (default: results)
              --allow-dirty     measure a work tree with uncommitted changes (the set then says so)
              --fresh           start the set again: remove what the set's folder holds (git keeps it);
                                never a set measured on another host
              --plan            print the plan from what is measured so far, and measure nothing
              --only F[,F...]   measure only these families of the catalogue (a short look at one question;
                                the journal and the plan say which); default: all of them
            Killed at any moment, the same command resumes: finished slices are kept, the stopped one runs again.
            """;

    private Publish() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs a launcher job ({@code scale ...}) to its end, or to the time limit, its output into {@code log}; answers
     * its exit code.
     */
    interface ToolRunner {
        int run(List<String> arguments, Path log) throws IOException, InterruptedException;
    }

    /** What the command line asked for. */
    record Options(double budgetSeconds, boolean budgetGiven, String machine, Path results, boolean allowDirty,
            boolean fresh, boolean planOnly, List<String> only, String command, List<Claim> claims) {
        /** {@code publish}'s own: every claim. */
        Options(double budgetSeconds, boolean budgetGiven, String machine, Path results, boolean allowDirty,
                boolean fresh, boolean planOnly, List<String> only) {
            this(budgetSeconds, budgetGiven, machine, results, allowDirty, fresh, planOnly, only, "publish",
                    Claims.all());
        }

        /** The catalogue's families this run measures, in the catalogue's order. */
        List<Family> catalogue() {
            return Family.catalogue().stream().filter(f -> only.isEmpty() || only.contains(f.name())).toList();
        }
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, Publish::runTool);
    }

    static int run(String[] args, PrintStream out, PrintStream err, ToolRunner tools) {
        return Command.run(USAGE_TEXT, args, out, err, Publish::options, options -> {
            try {
                return publish(options, options.catalogue(), out, err, tools);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Command.Failure("interrupted; run the same command to resume");
            }
        });
    }

    static Options options(String[] args) {
        double budget = 90 * 60;
        boolean budgetGiven = false;
        String machine = defaultMachine();
        Path results = Path.of("results");
        boolean allowDirty = false;
        boolean fresh = false;
        boolean plan = false;
        List<String> only = List.of();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--allow-dirty" -> allowDirty = true;
                case "--fresh" -> fresh = true;
                case "--plan" -> plan = true;
                case "--budget", "--machine", "--results", "--only" -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("option " + args[i] + " needs a value");
                    }
                    String value = args[++i];
                    switch (args[i - 1]) {
                        case "--budget" -> {
                            budget = seconds(value);
                            budgetGiven = true;
                        }
                        case "--machine" -> {
                            if (!value.matches("[a-z0-9][a-z0-9._-]*")) {
                                throw new IllegalArgumentException(
                                        "--machine takes lower-case letters, digits, . _ -;" + " got '" + value + "'");
                            }
                            machine = value;
                        }
                        case "--only" -> only = families(value);
                        default -> results = Path.of(value);
                    }
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        return new Options(budget, budgetGiven, machine, results, allowDirty, fresh, plan, only);
    }

    /** {@code noop,waits}: names of the catalogue's families, each known. */
    static List<String> families(String value) {
        List<String> known = Family.catalogue().stream().map(Family::name).toList();
        List<String> names = List.of(value.split(","));
        for (String name : names) {
            if (!known.contains(name)) {
                throw new IllegalArgumentException(
                        "--only: no family '" + name + "'; the families: " + String.join(", ", known));
            }
        }
        return names;
    }

    /** {@code 90m}, {@code 1h30m}, {@code 600s}: a positive time. */
    static double seconds(String budget) {
        Matcher m = BUDGET.matcher(budget);
        if (budget.isEmpty() || !m.matches()) {
            throw new IllegalArgumentException(
                    "--budget takes a time such as 90m, 1h30m or 600s; got '" + budget + "'");
        }
        double seconds = 0;
        int[] scale = { 3600, 60, 1 };
        for (int g = 1; g <= 3; g++) {
            if (m.group(g) != null) {
                seconds += Long.parseLong(m.group(g)) * scale[g - 1];
            }
        }
        if (seconds <= 0) {
            throw new IllegalArgumentException("--budget must be positive; got '" + budget + "'");
        }
        return seconds;
    }

    /** {@code amd-epyc-2c}: this machine's set name ({@link RunEnvironment#setName()}). */
    static String defaultMachine() {
        return RunEnvironment.current().setName();
    }

    static int publish(Options options, List<Family> catalogue, PrintStream out, PrintStream err, ToolRunner tools)
            throws IOException, InterruptedException {
        return publish(options, priced(catalogue, options, out), out, err, tools, RunEnvironment::uncommittedChanges);
    }

    /**
     * The catalogue priced by this machine's committed journal ({@code results/MACHINE/publish.md} in the repository at
     * the commit checked out, whatever {@code --results} is, where it was measured on this host;
     * {@link Planner#priced}), and said so; as it is where there is none.
     */
    static List<Family> priced(List<Family> catalogue, Options options, PrintStream out) {
        String path = "results/" + options.machine() + "/" + Journal.FILE;
        String host = RunEnvironment.hostFingerprint().split(" ")[0];
        Optional<Journal> committed = RunEnvironment.committed(path).flatMap(text -> {
            try {
                return Optional.of(Journal.parse(text));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }).filter(j -> j.host().equals(host));
        if (committed.isEmpty()) {
            return catalogue;
        }
        List<Family> priced = Planner.priced(catalogue, committed.get());
        long repriced = java.util.stream.IntStream.range(0, catalogue.size())
                .filter(i -> priced.get(i).guessSeconds() != catalogue.get(i).guessSeconds()).count();
        if (repriced == 0) {
            return catalogue;
        }
        out.printf(Locale.ROOT, "%s: %d families' guesses are what they took in %s at %s, on this host%n",
                options.command(), repriced, path,
                committed.get().commit().substring(0, Math.min(12, committed.get().commit().length())));
        return priced;
    }

    /** The same, the work tree's uncommitted changes read through {@code tree} (before and after every slice). */
    static int publish(Options options, List<Family> catalogue, PrintStream out, PrintStream err, ToolRunner tools,
            java.util.function.Supplier<List<String>> tree) throws IOException, InterruptedException {
        Path set = options.results().resolve(options.machine());
        Path raw = set.resolve("raw");
        RunEnvironment here = RunEnvironment.current();
        String host = here.host().split(" ")[0];
        List<String> changes = tree.get();
        if (!changes.isEmpty() && !options.allowDirty() && !options.planOnly()) {
            throw new Command.Failure("the work tree has uncommitted changes outside results/ ("
                    + String.join(", ", changes.stream().limit(5).map(String::strip).toList())
                    + (changes.size() > 5 ? ", ..." : "") + "): a result set is one commit; commit them, or pass"
                    + " --allow-dirty and the set will say so");
        }
        // One publish per set: refused at once, before the set or its journal is touched (--plan only reads).
        try (PublishLock lock = options.planOnly() ? null : PublishLock.acquire(options.results(), options.machine())) {
            if (options.fresh() && !options.planOnly()) {
                // --fresh starts this machine's set again; it never gives another machine's set to this one (two CPU
                // generations behind one hypervisor name once shared a set's name).
                Optional<Journal> old = Journal.read(set);
                if (old.isPresent() && !old.get().host().equals(host)) {
                    throw new Command.Failure(set + " was measured on host " + old.get().host() + "; this is host "
                            + host + ": --fresh starts a set again on its own machine, never another machine's"
                            + " (choose another --machine)");
                }
                clear(set);
            }
            Optional<Journal> existing = Journal.read(set);
            Journal journal;
            if (existing.isPresent()) {
                journal = existing.get();
                if (!journal.host().equals(host)) {
                    throw new Command.Failure(set + " was measured on host " + journal.host() + "; this is host " + host
                            + ": one set is one machine (choose another --machine, or --fresh to start it again)");
                }
                if (!journal.commit().equals(here.commit())) {
                    throw new Command.Failure(
                            set + " was measured from " + journal.commit() + "; this tree is " + here.commit()
                                    + ": one set is one commit (--fresh starts it again; git keeps the old one)");
                }
                if (options.budgetGiven() && options.budgetSeconds() != journal.budgetSeconds()) {
                    journal = new Journal(journal.machine(), journal.host(), journal.commit(), options.budgetSeconds(),
                            journal.started(), journal.done());
                }
                long failed = journal.done().stream()
                        .filter(d -> d.result().startsWith("failed") && !d.slice().endsWith(Journal.RETRIED)).count();
                journal = journal.retryingFailed();
                out.printf(Locale.ROOT, "%s: resuming %s: %d slices done, %.1f of %.1f min spent%s%n",
                        options.command(), set, journal.done().size(), journal.spentSeconds() / 60,
                        journal.budgetSeconds() / 60, failed == 0 ? "" : "; " + failed + " that failed run again");
            } else {
                if (Files.isDirectory(set) && !isEmpty(set)) {
                    throw new Command.Failure(set + " holds files that no publish run wrote (no " + Journal.FILE
                            + "): --fresh replaces them (git keeps them), or choose another --machine");
                }
                journal = new Journal(options.machine(), host, here.commit(), options.budgetSeconds(),
                        Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), List.of());
            }
            for (Family family : catalogue) {
                family.prerequisite().missing().ifPresent(why -> out.println(
                        options.command() + ": passing over " + family.name() + " (" + family.why() + "): " + why));
            }
            if (options.planOnly()) {
                printPlan(catalogue, journal, data(raw, set), out, options);
                return Command.OK;
            }
            Files.createDirectories(raw);
            journal.write(set);
            AtomicFile.write(set.resolve(Layout.FINGERPRINT), here.fingerprint(options.machine()));
            while (true) {
                Optional<ResultSet> data = data(raw, set);
                Optional<Slice> next = Planner.next(catalogue, journal, data);
                if (next.isEmpty()) {
                    break;
                }
                Slice slice = next.get();
                boolean clean = changes.isEmpty();
                stillClean(clean, tree, slice, "before", "nothing was measured");
                progress(out, catalogue, journal, slice, options.command());
                for (String output : outputs(slice)) {
                    deleteTree(set.resolve(output));
                }
                long start = System.nanoTime();
                String result = slice.tool() ? runProgram(slice, set, tools)
                        : runJmh(slice, raw, family(catalogue, slice));
                double seconds = (System.nanoTime() - start) / 1e9;
                if (clean && !tree.get().isEmpty()) {
                    // Its data would say "(uncommitted changes)" and could never join the clean slices' pool.
                    for (String output : outputs(slice)) {
                        deleteTree(set.resolve(output));
                    }
                    stillClean(true, tree, slice, "while", "what it measured was discarded");
                }
                int rowForks = slice.tool() || !result.equals("ok") ? 0
                        : rowForks(raw.resolve(slice.name() + ".json"), slice.arguments());
                List<String> decided = decided(data(raw, set), options.claims());
                journal = journal.with(new Journal.Done(slice.name(), seconds, rowForks, result,
                        Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), decided.size()));
                journal.write(set);
                out.printf(Locale.ROOT,
                        "[%s] %s: %s in %.1f min (output: %s); claims decided so far: %d of %d%s;"
                                + " %.1f of %.1f min left%n",
                        options.command(), slice.name(), result, seconds / 60, log(slice), decided.size(),
                        options.claims().size(), decided.isEmpty() ? "" : " (" + String.join(", ", decided) + ")",
                        (journal.budgetSeconds() - journal.spentSeconds()) / 60, journal.budgetSeconds() / 60);
            }
            out.printf(Locale.ROOT, "%s: measuring done: %d slices, %.1f of %.1f min%n", options.command(),
                    journal.done().size(), journal.spentSeconds() / 60, journal.budgetSeconds() / 60);
            Optional<ResultSet> data = data(raw, set);
            if (data.isEmpty()) {
                out.println(
                        options.command() + ": no JMH data in " + raw + ", so no report (every slice was a program)");
            } else {
                Map<String, String> files = ReportCli.set(raw, set);
                for (Map.Entry<String, String> file : files.entrySet()) {
                    AtomicFile.write(set.resolve(file.getKey()), file.getValue());
                }
                out.println(options.command() + ": wrote the report of " + set + " (" + files.size()
                        + " files; FINDINGS.md first)");
                pagesAboveTheSets(options.results(), out, err, options.command());
            }
            printPlan(catalogue, journal, data, out, options);
            return Command.OK;
        }
    }

    /**
     * A run that started from a clean tree stops, with what to do, as soon as the tree has changed: a set is one
     * commit, and a slice measured from an edited tree would say so and never join the others. The same command
     * resumes.
     */
    private static void stillClean(boolean clean, java.util.function.Supplier<List<String>> tree, Slice slice,
            String when, String what) {
        List<String> now = clean ? tree.get() : List.of();
        if (!now.isEmpty()) {
            throw new Command.Failure("the work tree changed " + when + " slice " + slice.name() + " ("
                    + String.join(", ", now.stream().limit(5).map(String::strip).toList())
                    + (now.size() > 5 ? ", ..." : "") + "): a set is one commit, so " + what
                    + "; commit or revert the change (edit in another worktree while a run measures), then run the"
                    + " same command to resume");
        }
    }

    /** Every set's verdicts side by side ({@link Machines}); another set's bad data does not undo this one. */
    private static void pagesAboveTheSets(Path results, PrintStream out, PrintStream err, String command)
            throws IOException {
        try {
            Map<String, String> files = ReportCli.all(results);
            for (String page : List.of(Layout.FINDINGS, Layout.README)) {
                AtomicFile.write(results.resolve(page), files.get(page));
            }
            out.println(command + ": wrote " + results.resolve(Layout.README) + " and "
                    + results.resolve(Layout.FINDINGS) + " (every machine's verdicts side by side)");
        } catch (ReportException e) {
            err.println(command + ": the pages above the sets were not rewritten: " + e.getMessage()
                    + "; this set's own report is complete");
        }
    }

    private static Optional<ResultSet> data(Path raw, Path set) {
        if (!Files.isDirectory(raw)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(raw)) {
            if (files.noneMatch(p -> p.getFileName().toString().endsWith(".json"))) {
                return Optional.empty();
            }
        } catch (IOException e) {
            throw new Command.Failure(raw + ": cannot list: " + e.getMessage());
        }
        return Optional.of(ResultSet.read(raw, set));
    }

    /**
     * The files a slice writes: a JMH slice its raw JSON, environment, iterations and partial file; a program what it
     * declares; and each its log ({@link #log}).
     */
    private static List<String> outputs(Slice slice) {
        List<String> outputs = new ArrayList<>(slice.tool() ? slice.outputs()
                : List.of("raw/" + slice.name() + ".json", "raw/" + slice.name() + ".env.md",
                        "raw/" + slice.name() + ResultSet.ITERATIONS, "raw/." + slice.name() + ".json.partial"));
        outputs.add(log(slice));
        return outputs;
    }

    /**
     * Where a slice's own output goes (JMH's iterations and tables, a program's table), relative to the set: beside its
     * raw data, kept on the machine and out of git ({@code *.log}), so that the terminal shows the plan's progress.
     */
    static String log(Slice slice) {
        return "raw/" + slice.name() + (slice.tool() ? ".log" : ".jmh.log");
    }

    /** The claims with a verdict (holds, does not hold, in part, answered) on what is measured so far, by number. */
    private static List<String> decided(Optional<ResultSet> data, List<Claim> claims) {
        if (data.isEmpty()) {
            return List.of();
        }
        List<String> decided = new ArrayList<>();
        for (Claim claim : claims) {
            String outcome = claim.judge().judge(data.get()).outcome().id();
            if (!outcome.equals(Claim.Outcome.UNDECIDED.id()) && !outcome.equals(Claim.Outcome.NOT_MEASURED.id())) {
                decided.add(Integer.toString(claim.number()));
            }
        }
        return decided;
    }

    private static String runJmh(Slice slice, Path raw, Family family) {
        List<List<String>> runs = slice.rows().isEmpty() ? List.of(slice.arguments())
                : slice.rows().stream().map(family::run).toList();
        List<CommandLineOptions> options = new ArrayList<>();
        for (List<String> run : runs) {
            try {
                options.add(new CommandLineOptions(run.toArray(String[]::new)));
            } catch (CommandLineOptionException e) {
                throw new Command.Failure("slice " + slice.name() + ": bad JMH arguments: " + e.getMessage());
            }
        }
        String extra = "- slice: " + slice.name() + " (" + slice.why() + ")\n"
                + (family.blocked()
                        ? "- pool: " + Family.POOL + "\n- block order: " + String.join(", ", slice.rows()) + "\n"
                        : "");
        boolean ok;
        try (PrintStream log = new PrintStream(Files.newOutputStream(raw.resolveSibling(log(slice))), true,
                StandardCharsets.UTF_8)) {
            ok = Measure.measure(raw, slice.name(), options, "./philosophers publish (slice " + slice.name() + ")",
                    slice.rows().isEmpty() ? String.join(" ", slice.arguments())
                            : "one JMH run per row, in the block's order: " + String.join(" ", slice.arguments()),
                    extra, log);
        } catch (IOException e) {
            throw new Command.Failure("slice " + slice.name() + ": cannot write its log: " + e.getMessage());
        }
        return ok ? "ok" : "failed: JMH ran nothing";
    }

    /** The catalogue's family of a slice. */
    private static Family family(List<Family> catalogue, Slice slice) {
        return catalogue.stream().filter(f -> f.name().equals(slice.family())).findFirst().orElseThrow();
    }

    private static String runProgram(Slice slice, Path set, ToolRunner tools) throws IOException, InterruptedException {
        List<String> arguments = slice.arguments().stream().map(a -> a.replace("{set}", set.toString())).toList();
        for (String output : slice.outputs()) {
            Path parent = set.resolve(output).getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        }
        int exit = tools.run(arguments, set.resolve(log(slice)));
        return result(exit, slice.outputs().stream().allMatch(output -> Files.exists(set.resolve(output))));
    }

    /**
     * A program's outcome in the journal. Exit 1 with every output written is the programs' rule for "measured, and
     * some rows could not run" (a million platform threads past the OS limit, a dinner past its time limit): each such
     * row says why in the output, so the slice is partial, not failed.
     */
    static String result(int exit, boolean outputsWritten) {
        if (exit == 0) {
            return "ok";
        }
        return exit == Command.FAILED && outputsWritten
                ? "partial: exit 1, its output names the rows that could not run"
                : "failed: exit " + exit;
    }

    /** The launcher, with the jar already built, into {@code log}: its exit code, or 124 past {@link #TOOL_LIMIT}. */
    private static int runTool(List<String> arguments, Path log) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("./philosophers"));
        command.addAll(arguments);
        Files.createDirectories(log.getParent());
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.INHERIT)
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("PHILOSOPHERS_NO_BUILD", "1");
        Process process = builder.start();
        if (!process.waitFor(TOOL_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            return 124;
        }
        return process.exitValue();
    }

    /** Rows times forks in a JMH slice: what its wall time bought, the unit of the family's cost. */
    static int rowForks(Path json, List<String> arguments) throws IOException {
        int rows = JsonParser.parseString(Files.readString(json, StandardCharsets.UTF_8)).getAsJsonArray().size();
        int f = arguments.indexOf("-f");
        return rows * (f < 0 ? 1 : Integer.parseInt(arguments.get(f + 1)));
    }

    private static void progress(PrintStream out, List<Family> catalogue, Journal journal, Slice slice,
            String command) {
        double left = journal.budgetSeconds() - journal.spentSeconds();
        out.printf(Locale.ROOT, "%n[%s] slice %d: %s (%s), about %.1f min; %.1f of %.1f min spent, %.1f left%n",
                command, journal.done().size() + 1, slice.name(), slice.why(), slice.estimateSeconds() / 60,
                journal.spentSeconds() / 60, journal.budgetSeconds() / 60, left / 60);
        out.printf(Locale.ROOT, "[%s] %s%n", command, firstPassWords(catalogue,
                journal.with(new Journal.Done(slice.name(), slice.estimateSeconds(), 0, "planned", ""))));
    }

    /**
     * The first pass from here, in words: the families still to come with their minutes, and those this budget leaves
     * out with the claims they would have helped to decide.
     */
    static String firstPassWords(List<Family> catalogue, Journal journal) {
        Planner.FirstPass pass = Planner.firstPass(catalogue, journal);
        String next = (pass.planned().isEmpty() ? "no family that brings a claim within reach is left to fit"
                : String.format(Locale.ROOT, "then %s (about %.1f min)",
                        String.join(", ", pass.planned().stream().map(Family::name).toList()), pass.seconds() / 60))
                + (pass.facts().isEmpty() ? ""
                        : String.format(Locale.ROOT, "; then, in what those leave, the facts: %s (about %.1f min)",
                                String.join(", ", pass.facts().stream().map(Family::name).toList()),
                                pass.factsSeconds() / 60));
        java.util.Set<String> reached = new java.util.HashSet<>(Planner.measured(catalogue, journal));
        pass.planned().forEach(f -> reached.add(f.name()));
        java.util.Set<Integer> within = Planner.withinReach(reached);
        double leftOutSeconds = pass.leftOut().stream().mapToDouble(f -> Planner.firstSeconds(f, journal)).sum();
        String out = pass.leftOut().isEmpty() ? "every family gets its pilot"
                : String.format(Locale.ROOT,
                        "the pilots do not fit: about %.0f min short, so a budget of about %.0f min would hold every"
                                + " family's pilot; left out at this budget: ",
                        leftOutSeconds / 60, Math.ceil((journal.budgetSeconds() + leftOutSeconds) / 60))
                        + String.join(", ", pass.leftOut().stream().map(f -> {
                            // Only the claims nothing planned brings within reach: those the budget costs.
                            List<Integer> claims = Planner.claimsOf(f.name()).stream().filter(c -> !within.contains(c))
                                    .toList();
                            return f.name() + " ("
                                    + (journal.of(f.name()).isEmpty() ? ""
                                            : "short of its pilot, its blocks decide nothing; ")
                                    + String.format(Locale.ROOT, "%.1f min", Planner.firstSeconds(f, journal) / 60)
                                    + (claims.isEmpty() ? "" : ", " + Planner.claimWords(claims)) + ")";
                        }).toList());
        return next + "; " + out + (journal.budgetSeconds() < Planner.FULL_ROWS_SECONDS
                ? "; below " + Math.round(Planner.FULL_ROWS_SECONDS / 60) + " min of budget, top-ups to the second look"
                        + " where comparisons are open come before the facts that measure no claim's rows, then top-ups"
                        + " to the last while the budget lasts"
                : "; then top-ups to the second look where comparisons are open, and to the last while the budget lasts");
    }

    /**
     * The plan as it stands: each family's slices, each claim's verdict, and for every undecided claim the minutes its
     * open comparisons need to their next look and to their last.
     */
    static void printPlan(List<Family> catalogue, Journal journal, Optional<ResultSet> data, PrintStream out,
            Options options) {
        out.printf(Locale.ROOT, "%s plan for %s (budget %.0f min, %.1f spent; %s):%n", options.command(),
                journal.machine(), journal.budgetSeconds() / 60, journal.spentSeconds() / 60, Looks.rule());
        for (Family family : catalogue) {
            List<Journal.Done> done = journal.of(family.name());
            String failed = done.stream().map(Journal.Done::result).filter(r -> !r.equals("ok"))
                    .collect(java.util.stream.Collectors.joining("; "));
            java.util.Optional<String> missing = family.prerequisite().missing();
            out.printf(Locale.ROOT, "  %-12s %s%n", family.name(), done.isEmpty() && missing.isPresent()
                    ? "passed over on this machine: " + missing.get()
                    : done.isEmpty() ? String.format(Locale.ROOT, "not measured yet (%s about %.1f min)",
                            family.blocked() ? "its pilot" : "its slice", Planner.firstSeconds(family, journal) / 60)
                            : String.format(Locale.ROOT, "%d %s, %.1f min%s", done.size(),
                                    family.blocked() ? "block(s)" : "slice",
                                    done.stream().mapToDouble(Journal.Done::seconds).sum() / 60,
                                    failed.isEmpty() ? "" : " (" + failed + ")"));
        }
        out.println("  from here: " + firstPassWords(catalogue, journal));
        if (catalogue.stream().anyMatch(f -> f.blocked() && Planner.pilotRows(f, journal).size() < f.rows().size())) {
            out.printf(Locale.ROOT, "  below %.0f min of budget, the pilots leave out the one-CPU rows and the twin%n",
                    Planner.FULL_ROWS_SECONDS / 60);
        }
        // What else a short budget leaves out: the rows and samples its claims do not read, named slice by slice.
        for (String shortened : Planner.shortened(catalogue, journal)) {
            out.println("  at this budget, " + shortened);
        }
        if (catalogue.stream().anyMatch(f -> !f.oneCpu().isEmpty())) {
            out.println("  one-CPU rows: " + Cpus.unavailable().map(why -> "skipped: " + why)
                    .orElse("measured in the same blocks, pinned with taskset and -XX:ActiveProcessorCount=1"));
        }
        if (data.isEmpty()) {
            return;
        }
        List<Planner.Open> open = Planner.open(data.get());
        for (Claim claim : options.claims()) {
            Claim.Judgement judgement = claim.judge().judge(data.get());
            List<Planner.Open> mine = open.stream()
                    .filter(o -> judgement.comparisons().stream()
                            .anyMatch(c -> c == o.comparison() || c.a() == o.comparison().a()
                                    && c.b() == o.comparison().b() && c.quantity() == o.comparison().quantity()))
                    .toList();
            String need = "";
            if (!judgement.outcome().id().equals("holds") && !judgement.outcome().id().equals("does not hold")
                    && !mine.isEmpty()) {
                double[] seconds = Planner.secondsToLooks(catalogue, journal, mine);
                need = seconds[1] == 0 ? "; none of its open comparisons can settle by the last look"
                        : String.format(Locale.ROOT,
                                "; %d open %s: about %.1f min to the next look, %.1f min to the last", mine.size(),
                                mine.size() == 1 ? "comparison" : "comparisons", seconds[0] / 60, seconds[1] / 60);
            }
            out.printf(Locale.ROOT, "  claim %2d %-40s %s%s%n", claim.number(), claim.id(), judgement.outcome().id(),
                    need);
            // Named, never topped up blindly: what these would need is beyond the last look.
            for (Planner.Open o : mine) {
                int needed = o.forksNeeded();
                if (needed > Looks.FORKS.getLast() && o.forks() < Looks.FORKS.getLast()) {
                    out.printf(Locale.ROOT, "           %s, %s: needs about %s forks a side (has %d): not topped up%n",
                            o.comparison().work(), o.comparison().pair(),
                            needed == Integer.MAX_VALUE ? "unboundedly many" : Integer.toString(needed), o.forks());
                } else if (o.decidable() && Planner.shared(catalogue, o).isEmpty()) {
                    out.printf(Locale.ROOT,
                            "           %s, %s: its sides are measured in different families'"
                                    + " blocks, which no top-up can share: not topped up%n",
                            o.comparison().work(), o.comparison().pair());
                }
            }
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.findAny().isEmpty();
        }
    }

    private static void clear(Path set) throws IOException {
        if (Files.isDirectory(set)) {
            try (Stream<Path> files = Files.list(set)) {
                for (Path p : files.toList()) {
                    deleteTree(p);
                }
            }
        }
    }

    private static void deleteTree(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
