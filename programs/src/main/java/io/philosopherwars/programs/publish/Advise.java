package io.philosopherwars.programs.publish;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import io.philosopherwars.format.AtomicFile;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.core.workload.YourMeals;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.report.claims.Answer;
import io.philosopherwars.programs.report.claims.RowTable;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code ./philosophers advise --meal NAME}: the practical questions answered for one meal (a built-in one such as
 * {@code jdbc}, or yours, by class or service name from {@code --classpath}) on this machine, within a short budget (15
 * minutes by default): a thread per philosopher on virtual or platform threads, or tasks on a pool of 1x, 4x and 64x
 * the cores; ReentrantLock or synchronized; one CPU or all of them. It is {@code publish} with a catalogue of two
 * families of {@code YourMealBenchmark} rows, so the blocks, the declared stopping rule, the invariants, the resuming
 * and the refusals are publish's own; the set goes to {@code results/<meal>/<machine>/}, and the recommendations are
 * the findings' own answers ({@link Answer}) of the claims that ask those questions.
 * <p>
 * Before anything is planned, the meal is loaded and eaten alone for a second ({@link YourMeals#probe}): a meal that
 * cannot be found, that throws or that does not return stops the command with one line, and nothing is written.
 */
public final class Advise {
    /** The claims whose answers are the advice, in the front page's order. */
    static final List<String> QUESTIONS = List.of("perMeal", "pooled", "monitors");

    /** The meals this project ships in jars of their own, by name: their classpath, relative to the project. */
    public static final Map<String, String> BUILT_IN = Map.of("jdbc", Family.JDBC_MEAL);

    /** How long the meal is eaten alone before planning, and how long one step of it may take. */
    static final Duration PROBE = Duration.ofSeconds(1);
    static final Duration PROBE_LIMIT = Duration.ofSeconds(60);

    /**
     * Philosophers at advise's table, each eating 100 meals: a tenth of the talk's, so that a fork of a meal of tens of
     * µs is a few seconds and 15 minutes reach the second look.
     */
    static final int PHILOSOPHERS = 100;

    /** The record of the meal beside the set's raw data. */
    static final String MEAL_FILE = "meal.json";

    private static final String USAGE_TEXT = """
            usage: ./philosophers advise --meal NAME [--classpath PATH] [options]
              --meal NAME       the meal: a built-in one (jdbc: a query through HikariCP and pgjdbc against a
                                PostgreSQL the run starts), the name a jar on --classpath lists as a service of
                                io.philosopherwars.core.workload.YourMeal, or a class implementing it
              --classpath PATH  where your meal is: jars, folders or DIR/* (every jar in DIR), separated by ':'
              --budget TIME     the whole run's time (default: 15m)
              --machine NAME    the set's name under results/MEAL/ (default: from the CPU and cores)
              --results DIR     where the meals' sets live (default: results; the set is DIR/MEAL/MACHINE)
              --allow-dirty     measure a work tree with uncommitted changes (the set then says so)
              --fresh           start the set again
              --plan            print the plan from what is measured so far, and measure nothing
            It answers, for that meal on this machine: virtual or platform threads, or a pool of 1x, 4x or 64x the
            cores; ReentrantLock or synchronized; one CPU or all. Killed, the same command resumes.
            """;

    private Advise() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** What the command line asked for: the meal, where it is, and publish's options for its set. */
    record Options(String meal, String classpath, Publish.Options publish) {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE_TEXT, args, out, err, Advise::options, options -> {
            try {
                return advise(options, out, err, RunEnvironment::uncommittedChanges);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Command.Failure("interrupted; run the same command to resume");
            }
        });
    }

    static Options options(String[] args) {
        String meal = null;
        String classpath = null;
        boolean budget = false;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--meal", "--classpath" -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("option " + args[i] + " needs a value");
                    }
                    if (args[i].equals("--meal")) {
                        meal = args[++i];
                    } else {
                        classpath = args[++i];
                    }
                }
                case "--only" -> throw new IllegalArgumentException("advise measures its own families; no --only");
                default -> {
                    budget |= args[i].equals("--budget");
                    rest.add(args[i]);
                }
            }
        }
        if (!budget) {
            rest.addAll(List.of("--budget", "15m"));
        }
        Publish.Options parsed = Publish.options(rest.toArray(String[]::new));
        // Not given: 15 minutes for a new set, and a resumed set keeps the budget it started with, as publish's does.
        Publish.Options p = new Publish.Options(parsed.budgetSeconds(), budget, parsed.machine(), parsed.results(),
                parsed.allowDirty(), parsed.fresh(), parsed.planOnly(), parsed.only());
        if (meal == null || meal.isBlank()) {
            throw new IllegalArgumentException("--meal NAME is required: jdbc, or your meal's class or service name");
        }
        if (classpath == null) {
            classpath = BUILT_IN.getOrDefault(meal, "");
        }
        return new Options(meal, classpath, p);
    }

    static int advise(Options options, PrintStream out, PrintStream err, java.util.function.Supplier<List<String>> tree)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        YourMeal meal;
        YourMeals.Probe probe;
        try {
            meal = YourMeals.load(options.meal(), options.classpath());
            out.println("advise: eating meal " + meal.name() + " alone for " + PROBE.toSeconds() + " s ...");
            probe = YourMeals.probe(meal, PROBE, PROBE_LIMIT);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return Command.USAGE;
        }
        out.println("advise: meal " + meal.name() + ": " + probe.words());
        Publish.Options p = options.publish();
        Publish.Options publish = new Publish.Options(p.budgetSeconds(), p.budgetGiven(), p.machine(),
                p.results().resolve(meal.name()), p.allowDirty(), p.fresh(), p.planOnly(), List.of(), "advise",
                claims());
        List<Family> catalogue = catalogue(options.meal(), options.classpath());
        int exit = Publish.publish(publish, catalogue, out, err, (arguments, log) -> {
            throw new IllegalStateException("advise runs no programs: " + arguments);
        }, tree);
        if (exit != Command.OK || publish.planOnly()) {
            return exit;
        }
        Path set = publish.results().resolve(publish.machine());
        AtomicFile.write(set.resolve(MEAL_FILE), json(meal, options, probe));
        ResultSet data;
        try {
            data = ResultSet.read(set.resolve(Layout.RAW), set);
        } catch (ReportException e) {
            throw new Command.Failure(e.getMessage());
        }
        out.println();
        out.println(advice(meal.name(), probe, data, publish.machine()));
        out.printf(Locale.ROOT, "advise: %.1f min in all; the set: %s (its FINDINGS.md has every comparison)%n",
                (System.nanoTime() - start) / 60e9, set);
        return Command.OK;
    }

    /** The claims that ask advise's questions, in {@link #QUESTIONS}' order. */
    static List<Claim> claims() {
        return QUESTIONS.stream()
                .map(id -> Claims.all().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow()).toList();
    }

    /**
     * The families that answer the questions on {@code meal}: both locks on virtual and platform threads and on a pool
     * of the cores, also on one CPU, in the same blocks; and ReentrantLock on pools of 4x and 64x the cores beside
     * virtual threads.
     */
    static List<Family> catalogue(String meal, String classpath) {
        List<String> parameters = List.of("-p", "meal=" + meal, "-p", "mealClasspath=" + classpath, "-p",
                "philosophers=" + PHILOSOPHERS);
        List<String> pools = new ArrayList<>(parameters);
        pools.addAll(List.of("-p", "pool=" + String.join(",", Claims.POOL_SIZES.subList(1, Claims.POOL_SIZES.size()))));
        return List.of(
                Family.blocked("meal", "YourMealBenchmark\\.(reentrantLock|synchronized)_(virtual|platform|pooled)$",
                        parameters, Family.ONE_CPU_ROWS, 90,
                        "your meal under ReentrantLock and synchronized, on virtual and platform threads and on a"
                                + " pool of the cores, on all CPUs and on one"),
                Family.blocked("meal-pools", "YourMealBenchmark\\.reentrantLock_(virtual|pooled)$", pools, 30,
                        "your meal under ReentrantLock on pools of 4x and 64x the cores, beside virtual threads"));
    }

    /** The advice in words: the meal, then each question with its answer, as the findings write it. */
    static String advice(String meal, YourMeals.Probe probe, ResultSet data, String machine) {
        StringBuilder s = new StringBuilder(
                "Advice for meal " + meal + " on " + machine + " (" + probe.words() + "):\n");
        java.util.Map<Claim, io.philosopherwars.programs.report.claims.Claim.Judgement> judged = new java.util.LinkedHashMap<>();
        claims().forEach(claim -> judged.put(claim, claim.judge().judge(data)));
        for (Answer answer : Answer.all(data.name(), judged)) {
            s.append("\n## ").append(answer.question()).append("\n\n").append(answer.headline().text()).append("\n\n")
                    .append(RowTable.of(answer.deciding()));
        }
        return s.toString();
    }

    private static String json(YourMeal meal, Options options, YourMeals.Probe probe) {
        JsonObject o = new JsonObject();
        o.addProperty("format", "philosopher-wars meal");
        o.addProperty("version", 1);
        o.addProperty("meal", meal.name());
        o.addProperty("asked", options.meal());
        o.addProperty("classpath", options.classpath());
        o.addProperty("mealClass", probe.mealClass().id());
        o.addProperty("declared", probe.declared());
        o.addProperty("mealsAlone", probe.meals());
        o.addProperty("microsPerMealAlone", probe.microsPerMeal());
        if (Double.isFinite(probe.cpuShare())) {
            o.addProperty("cpuShare", probe.cpuShare());
        }
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(o) + "\n";
    }
}
