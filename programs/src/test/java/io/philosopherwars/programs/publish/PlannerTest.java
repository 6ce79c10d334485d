package io.philosopherwars.programs.publish;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrowsExactly;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.stats.Looks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The blocked design: pilot blocks of every row and the twin, in a random order that a resume repeats. */
class PlannerTest {
    private static final Family NOOP = Family.blocked("noop", "NoopBenchmark\\.", 100,
            "NoopBenchmark.reentrantLock_virtual", "test");

    private static Journal journal(int blocksDone) {
        List<Journal.Done> done = new ArrayList<>();
        for (int i = 1; i <= blocksDone; i++) {
            done.add(new Journal.Done("noop-" + i, 60, 15, "ok", "2026-01-01T00:00:0" + i + "Z"));
        }
        return new Journal("m", "h", "c", 3600, "2026-01-01T00:00:00Z", List.copyOf(done));
    }

    @Test
    void aPilotBlockHoldsEveryRowAndTheTwinOnceInARandomOrderThatAResumeRepeats() {
        Slice first = Planner.next(List.of(NOOP), journal(0), Optional.empty()).orElseThrow();
        assertEquals("noop-1", first.name());
        List<String> rows = NOOP.rows();
        assertTrue(rows.contains("NoopBenchmark.reentrantLock_virtual"), rows.toString());
        assertTrue(rows.contains("NoopBenchmark.reentrantLock_virtual" + Family.TWIN_MARK), rows.toString());
        assertEquals(rows.stream().sorted().toList(), first.rows().stream().sorted().toList());
        assertNotEquals(rows, first.rows(), "the block's order is shuffled, not the list's");
        // The same journal gives the same block, in the same order: a resumed run measures what it would have.
        assertEquals(first, Planner.next(List.of(NOOP), journal(0), Optional.empty()).orElseThrow());
        Slice second = Planner.next(List.of(NOOP), journal(1), Optional.empty()).orElseThrow();
        assertEquals("noop-2", second.name());
        assertNotEquals(first.rows(), second.rows(), "each block has an order of its own");
        // The pilot ends at the first look; further blocks come from the data alone.
        assertEquals(Optional.empty(), Planner.next(List.of(NOOP), journal(Looks.FORKS.getFirst()), Optional.empty()));
    }

    /**
     * A journal of this machine prices the families it finished by what they took there: a fixed family its last slice,
     * a blocked one its time per row and fork over every row; a failed slice and a family it never ran keep the guess.
     */
    @Test
    void aJournalOfThisMachinePricesTheFamiliesItFinished() {
        Family ports = Family.tool("ports", List.of("ports"), List.of(), 240, "test");
        Family jlbh = Family.tool("jlbh", List.of("jlbh"), List.of(), 288, "test");
        Family memory = Family.tool("memory", List.of("memory"), List.of(), 114, "test");
        Journal measured = new Journal("m", "h", "c", 13_800, "2026-01-01T00:00:00Z",
                List.of(new Journal.Done("noop-1", 160, 20, "ok", "2026-01-01T00:03:00Z"),
                        new Journal.Done("noop-2", 200, 20, "ok", "2026-01-01T00:06:00Z"),
                        new Journal.Done("ports", 600, 0, "ok", "2026-01-01T00:16:00Z"),
                        new Journal.Done("jlbh", 30, 0, "failed: exit 1", "2026-01-01T00:17:00Z")));

        List<Family> priced = Planner.priced(List.of(NOOP, ports, jlbh, memory), measured);

        assertEquals(360.0 / 40 * NOOP.rows().size(), priced.get(0).guessSeconds(), 1e-9);
        assertEquals(600, priced.get(1).guessSeconds(), 1e-9);
        assertEquals(288, priced.get(2).guessSeconds(), 1e-9, "a failed slice is no price");
        assertEquals(114, priced.get(3).guessSeconds(), 1e-9, "a family the journal never ran keeps its guess");
        assertEquals(List.of(NOOP.rows(), ports.arguments()), List.of(priced.get(0).rows(), priced.get(1).arguments()));
        // The pilot it plans is priced the same way: three blocks of every row at the journal's cost per row and fork.
        Journal fresh = new Journal("m", "h", "c", 13_800, "2026-01-01T00:00:00Z", List.of());
        assertEquals(3 * 360.0 / 40 * NOOP.rows().size(), Planner.firstSeconds(priced.get(0), fresh), 1e-6);
    }

    @Test
    void aRowOfABlockIsOneForkOfExactlyThatBenchmarkAndTheTwinDiffersOnlyInItsTimeLimit() {
        List<String> row = NOOP.run("NoopBenchmark.reentrantLock_virtual");
        List<String> twin = NOOP.run("NoopBenchmark.reentrantLock_virtual" + Family.TWIN_MARK);
        assertEquals("\\.\\QNoopBenchmark.reentrantLock_virtual\\E$", row.getFirst());
        assertEquals(List.of("-f", "1"), row.subList(row.size() - 2, row.size()));
        List<String> extra = new ArrayList<>(twin);
        row.forEach(extra::remove);
        assertEquals(List.of("-p", "timeLimitSeconds=301"), extra);
        // The budget: a pilot starts only where all its blocks fit (a block short of the first look decides nothing).
        double pilot = Planner.firstSeconds(NOOP, new Journal("m", "h", "c", 600, "2026-01-01T00:00:00Z", List.of()));
        Journal almost = new Journal("m", "h", "c", pilot - 1, "2026-01-01T00:00:00Z", List.of());
        assertEquals(Optional.empty(), Planner.next(List.of(NOOP), almost, Optional.empty()));
        Journal enough = new Journal("m", "h", "c", pilot, "2026-01-01T00:00:00Z", List.of());
        assertEquals("noop-1", Planner.next(List.of(NOOP), enough, Optional.empty()).orElseThrow().name());
    }

    /**
     * A row's iterations follow its benchmark class, whichever family measures it: the pool sizes' noop and sleep rows
     * run as the noop and waits families run them, so that the pooled rows share one setting; HTTP keeps its class's
     * five warm-ups.
     */
    @Test
    void aRowHasTheIterationsOfItsBenchmarkWhicheverFamilyMeasuresIt() {
        java.util.function.Function<String, Family> named = n -> Family.catalogue().stream()
                .filter(f -> f.name().equals(n)).findFirst().orElseThrow();
        java.util.function.BiFunction<Family, String, List<String>> iterations = (family, row) -> {
            List<String> run = family.run(row);
            return run.subList(run.indexOf("-wi"), run.indexOf("-wi") + 8);
        };
        for (String[] pair : new String[][] { { "noop", "NoopBenchmark.reentrantLock_virtual" },
                { "waits", "SleepBenchmark.reentrantLock_virtual" } }) {
            assertEquals(iterations.apply(named.apply(pair[0]), pair[1]),
                    iterations.apply(named.apply("pools"), pair[1]), pair[1]);
        }
        assertEquals(List.of("-wi", "2", "-i", "2", "-w", "1s", "-r", "1s"),
                iterations.apply(named.apply("noop"), "NoopBenchmark.reentrantLock_virtual"));
        assertEquals(List.of("-wi", "5", "-i", "3", "-w", "1s", "-r", "1s"),
                iterations.apply(named.apply("http"), "UrlConnectionBenchmark.reentrantLock_virtual"));
        assertEquals(Family.ITERATIONS,
                iterations.apply(named.apply("jdbc"), "YourMealBenchmark.reentrantLock_virtual"));
    }

    /** A pilot stopped short of its first look is named among what the budget leaves out: its blocks decide nothing. */
    @Test
    void aPilotCutShortIsNamedAsLeftOut() {
        Journal oneBlock = new Journal("m", "h", "c", 60, "2026-01-01T00:00:00Z", List.of())
                .with(new Journal.Done("noop-1", 50, 25, "ok", "2026-01-01T00:00:50Z"));
        Planner.FirstPass pass = Planner.firstPass(List.of(NOOP), oneBlock);
        assertEquals(List.of("noop"), pass.leftOut().stream().map(Family::name).toList());
        assertTrue(Publish.firstPassWords(List.of(NOOP), oneBlock).contains("noop (short of its pilot"),
                Publish.firstPassWords(List.of(NOOP), oneBlock));
    }

    @Test
    void theFileReadFamilyMeasuresTheLockRowsFromTheDiskTooAsRowsOfTheirOwn() {
        Family fileRead = Family.catalogue().stream().filter(f -> f.name().equals("fileRead")).findFirst()
                .orElseThrow();
        List<String> rows = fileRead.rows();
        assertTrue(rows.contains("FileReadBenchmark.synchronized_virtual" + Family.DIRECT_MARK), rows.toString());
        assertTrue(rows.contains("FileReadBenchmark.synchronized_virtual"), rows.toString());
        assertTrue(
                rows.stream().noneMatch(r -> r.startsWith("FileReadBenchmark.vertx") && r.endsWith(Family.DIRECT_MARK)),
                "the direct reads are the lock rows' (claim 3)");
        List<String> direct = new ArrayList<>(
                fileRead.run("FileReadBenchmark.synchronized_virtual" + Family.DIRECT_MARK));
        assertEquals("\\.\\QFileReadBenchmark.synchronized_virtual\\E$", direct.getFirst());
        fileRead.run("FileReadBenchmark.synchronized_virtual").forEach(direct::remove);
        assertEquals(List.of("-p", "directIo=true"), direct);
    }

    @Test
    void theLockRowsAreMeasuredOnOneCpuTooInTheSameBlocksPinnedAndToldSo() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Cpus.unavailable().isEmpty(),
                () -> "forks cannot be limited here: " + Cpus.unavailable().orElseThrow());
        Family noop = Family.catalogue().stream().filter(f -> f.name().equals("noop")).findFirst().orElseThrow();
        List<String> rows = noop.rows();
        for (String kind : List.of("virtual", "platform", "pooled")) {
            assertTrue(rows.contains("NoopBenchmark.synchronized_" + kind + Family.ONE_CPU_MARK), rows.toString());
        }
        assertTrue(rows.stream().noneMatch(r -> r.startsWith("NoopBenchmark.vertx") && r.endsWith(Family.ONE_CPU_MARK)),
                rows.toString());
        // The same block holds both: a pilot block is every row of the family.
        Slice block = Planner.block(noop, rows, journal(0));
        assertTrue(block.rows().contains("NoopBenchmark.reentrantLock_virtual")
                && block.rows().contains("NoopBenchmark.reentrantLock_virtual" + Family.ONE_CPU_MARK));

        List<String> one = new ArrayList<>(noop.run("NoopBenchmark.reentrantLock_virtual" + Family.ONE_CPU_MARK));
        noop.run("NoopBenchmark.reentrantLock_virtual").forEach(one::remove);
        assertEquals(4, one.size(), one.toString());
        assertEquals("-jvm", one.get(0));
        assertEquals(List.of("-jvmArgsAppend", "-XX:ActiveProcessorCount=1 -XX:+UseG1GC"), one.subList(2, 4));
        String script = assertDoesNotThrow(() -> java.nio.file.Files.readString(java.nio.file.Path.of(one.get(1))));
        assertTrue(script.contains("exec taskset -c 0 '" + System.getProperty("java.home")), script);
        // A row measured on one CPU goes back into its block with its mark.
        assertEquals("NoopBenchmark.reentrantLock_virtual" + Family.ONE_CPU_MARK,
                Family.row("NoopBenchmark.reentrantLock_virtual", false, false, 1));
        assertThrowsExactly(IllegalArgumentException.class, () -> noop.run("NoopBenchmark.reentrantLock_virtual#2cpu"));
    }

    /**
     * A pooled row belongs to the family that measures its pool: the default pool to its workload's family, 4x and 64x
     * to the pools family, which passes those parameters; a pool nobody measures has no family (no blocks for it).
     */
    @Test
    void aPooledRowIsTheFamilysThatMeasuresItsPool() {
        List<Family> catalogue = Family.catalogue();
        String pooled = "NoopBenchmark.reentrantLock_pooled";
        java.util.function.Function<java.util.Map<String, String>, String> family = params -> catalogue.stream()
                .filter(Family::blocked).filter(f -> f.measures(pooled, params)).findFirst().map(Family::name)
                .orElse("none");

        assertEquals("noop", family.apply(java.util.Map.of("stop", "allFull")));
        assertEquals("noop", family.apply(java.util.Map.of("pool", "1x", "queue", "linked")));
        assertEquals("pools", family.apply(java.util.Map.of("pool", "64x", "queue", "linked")));
        assertEquals("none", family.apply(java.util.Map.of("pool", "64x", "queue", "array")));
        assertEquals("none", family.apply(java.util.Map.of("pool", "3", "queue", "linked")));
        Family pools = catalogue.stream().filter(f -> f.name().equals("pools")).findFirst().orElseThrow();
        assertEquals(List.of("NoopBenchmark.reentrantLock_pooled", "NoopBenchmark.reentrantLock_virtual",
                "SleepBenchmark.reentrantLock_pooled", "SleepBenchmark.reentrantLock_virtual"), pools.rows());
        List<String> run = pools.run("NoopBenchmark.reentrantLock_pooled");
        assertTrue(String.join(" ", run).contains("-p pool=1x,2x,4x,16x,64x,256x"), run.toString());
        assertTrue(pools.measures(pooled, java.util.Map.of("pool", "16x", "queue", "linked")), "the ladder's sizes");
    }

    /**
     * The lengths family: clocked spins of three lengths at a table of its own, both locks on every thread kind, on the
     * machine's CPUs and on one, 36 forks a block with iterations of its own; its pilot of about 6.3 minutes at its
     * guessed cost is planned; its rows are its own, never the waits family's, and the waits family's never its.
     */
    @Test
    void theLengthsFamilyIsPlannedWithEveryRowItsQuestionAsksAndItsClockedSpinsAreItsOwn() {
        List<Family> catalogue = Family.catalogue();
        Family lengths = catalogue.stream().filter(f -> f.name().equals("lengths")).findFirst().orElseThrow();
        boolean pinnable = Cpus.unavailable().isEmpty();
        List<String> rows = new ArrayList<>();
        for (String lock : List.of("reentrantLock", "synchronized")) {
            for (String threads : List.of("platform", "pooled", "virtual")) {
                rows.add("ActiveWaitBenchmark." + lock + "_" + threads);
                if (pinnable) {
                    rows.add("ActiveWaitBenchmark." + lock + "_" + threads + Family.ONE_CPU_MARK);
                }
            }
        }
        assertEquals(rows.stream().sorted().toList(), lengths.rows());
        String run = String.join(" ", lengths.run("ActiveWaitBenchmark.synchronized_pooled"));
        assertTrue(run.contains("-p micros=1,16,100 -p philosophers=100 -p allFullMeals=50 -p mealClock=true"), run);
        // Its own iterations, once: not ActiveWaitBenchmark's as well.
        assertTrue(run.endsWith(String.join(" ", Family.LENGTHS_ITERATIONS) + " -f 1"), run);
        assertEquals(1, run.split(" -i ").length - 1, run);

        // Three lengths a row: 36 forks a block at its guess. Every row the question asks at a 2 s warm-up: about 6.3
        // minutes for the pilot's three blocks, above the 5 the questions' families aim at (Family.LENGTHS says why).
        Journal ninety = new Journal("m", "h", "c", 90 * 60, "2026-01-01T00:00:00Z", List.of());
        double pilot = Planner.firstSeconds(lengths, ninety);
        assertEquals(lengths.guessSeconds() * Looks.FORKS.getFirst() * rows.size() / (pinnable ? 12 : 6), pilot, 1e-6);
        assertTrue(lengths.guessSeconds() * Looks.FORKS.getFirst() <= 6.5 * 60, "about 6.3 minutes: " + pilot);
        Slice first = Planner.block(lengths, Planner.pilotRows(lengths, ninety), ninety);
        assertEquals("lengths-1", first.name());
        assertEquals(pilot / Looks.FORKS.getFirst(), first.estimateSeconds(), 1e-6);
        // The planner schedules it: a fact beside the verdicts, in a long run's first pass.
        Planner.FirstPass pass = Planner.firstPass(catalogue,
                new Journal("m", "h", "c", 6 * 3600, "2026-01-01T00:00:00Z", List.of()));
        assertTrue(pass.facts().contains(lengths) || pass.planned().contains(lengths), pass.toString());

        java.util.function.Function<java.util.Map<String, String>, String> family = params -> catalogue.stream()
                .filter(Family::blocked).filter(f -> f.measures("ActiveWaitBenchmark.reentrantLock_virtual", params))
                .findFirst().map(Family::name).orElse("none");
        assertEquals("lengths", family.apply(java.util.Map.of("stop", "allFull", "micros", "1", "philosophers", "100",
                "allFullMeals", "50", "mealClock", "true")));
        assertEquals("waits", family.apply(java.util.Map.of("stop", "allFull", "micros", "16", "philosophers", "1000",
                "allFullMeals", "100", "mealClock", "false")));
        assertEquals("waits", family.apply(java.util.Map.of("stop", "allFull", "micros", "16")),
                "a row from before the meal clock");
        assertEquals("none", family.apply(
                java.util.Map.of("stop", "allFull", "micros", "16", "philosophers", "1000", "mealClock", "true")),
                "a clocked spin at another table: no family measures it");
    }

    @Test
    void theSweepHasEveryVertxDesignTheEventBusIncluded() {
        Family scaled = Family.catalogue().stream().filter(f -> f.name().equals("scaled")).findFirst().orElseThrow();
        assertTrue(String.join(" ", scaled.arguments()).contains("vertxEventBus"), scaled.arguments().toString());
    }

    @Test
    void theSweepsDiningComesBeforeHttpAndItsRacesThatDecideNothingComeLast() {
        List<String> names = Family.catalogue().stream().map(Family::name).toList();
        Family dining = Family.catalogue().get(names.indexOf("scaled"));
        Family races = Family.catalogue().get(names.indexOf("scaled-races"));

        assertTrue(String.join(" ", dining.arguments()).contains("--stop allFull --implementations"),
                dining.arguments().toString());
        assertTrue(String.join(" ", races.arguments()).contains("--stop firstFull"), races.arguments().toString());
        assertTrue(String.join(" ", races.arguments()).contains("{set}/raw/scaled-races.json"),
                races.arguments().toString());
        assertTrue(names.indexOf("scaled") < names.indexOf("http"), names.toString());
        assertEquals(names.size() - 1, names.indexOf("scaled-races"), names.toString());
    }

    /**
     * A short budget: the first pass takes the families that bring the most claims within reach per minute, fits the
     * budget by its own estimates, and names what it leaves out; a pilot there measures only the rows that decide.
     */
    @Test
    void aShortBudgetMeasuresTheMostClaimsPerMinuteFirstAndNamesWhatItLeavesOut() {
        List<Family> catalogue = Family.catalogue();
        Journal fifteen = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", List.of());

        Planner.FirstPass pass = Planner.firstPass(catalogue, fifteen);

        assertTrue(pass.seconds() + pass.factsSeconds() <= 15 * 60, pass.toString());
        java.util.Set<String> planned = new java.util.HashSet<>(pass.planned().stream().map(Family::name).toList());
        assertTrue(planned.contains("noop"), planned.toString());
        Family first = pass.planned().getFirst();
        for (Family other : pass.planned()) {
            java.util.Set<String> none = java.util.Set.of();
            assertTrue(
                    Planner.value(first.name(), none) / Planner.firstSeconds(first, fifteen) >= Planner
                            .value(other.name(), none) / Planner.firstSeconds(other, fifteen),
                    "the most claims a minute first: " + first.name() + " before " + other.name());
        }
        assertTrue(pass.leftOut().stream().anyMatch(f -> f.name().equals("scaled")), pass.leftOut().toString());
        // No family left out could have brought a claim within reach in the time the plan leaves unspent.
        java.util.Set<String> measured = new java.util.HashSet<>(planned);
        for (Family out : pass.leftOut()) {
            assertTrue(
                    Planner.value(out.name(), measured) == 0
                            || Planner.firstSeconds(out, fifteen) > 15 * 60 - pass.seconds() - pass.factsSeconds(),
                    out.name());
        }
        // Claim 9 is read from the code; with it, 14 claims come within reach of a 15-minute run (#49 asks 13).
        assertTrue(Planner.withinReach(planned).size() >= 13, planned + ": " + Planner.withinReach(planned));

        Slice pilot = Planner.next(catalogue, fifteen, Optional.empty()).orElseThrow();
        assertEquals(first.name() + "-1", pilot.name());
        assertEquals("noop-1", pilot.name(), "noop, at two measured iterations, brings the most claims a minute");
        assertTrue(
                pilot.rows().stream().noneMatch(r -> r.endsWith(Family.ONE_CPU_MARK) || r.endsWith(Family.TWIN_MARK)),
                pilot.rows().toString());
        Journal ninety = new Journal("m", "h", "c", 90 * 60, "2026-01-01T00:00:00Z", List.of());
        Family noop = catalogue.stream().filter(f -> f.name().equals("noop")).findFirst().orElseThrow();
        assertEquals(noop.rows(), Planner.pilotRows(noop, ninety), "a long run's pilot has every row");
        assertTrue(noop.rows().stream().anyMatch(r -> r.endsWith(Family.TWIN_MARK)), noop.rows().toString());
    }

    /**
     * A short budget runs the fixed slices that have a short variant as that variant: the same dinners, only the rows
     * their claims read, fewer JLBH samples; a long budget runs them whole.
     */
    @Test
    void aShortBudgetRunsTheRacesOfItsClaimsAndFewerJlbhSamplesOfTheSameDinners() {
        List<Family> catalogue = Family.catalogue();
        Journal fifteen = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", List.of());
        Journal ninety = new Journal("m", "h", "c", 90 * 60, "2026-01-01T00:00:00Z", List.of());
        java.util.function.Function<String, Family> named = n -> catalogue.stream().filter(f -> f.name().equals(n))
                .findFirst().orElseThrow();

        List<String> shortRaces = Planner.fixed(named.apply("races"), fifteen).arguments();
        List<String> fullRaces = Planner.fixed(named.apply("races"), ninety).arguments();
        java.util.regex.Pattern shortRegex = java.util.regex.Pattern.compile(shortRaces.getFirst());
        java.util.regex.Pattern fullRegex = java.util.regex.Pattern.compile(fullRaces.getFirst());
        List<String> shortJlbh = Planner.fixed(named.apply("jlbh"), fifteen).arguments();
        // Every race the judges read: claim 15's noop races of the per-philosopher locks on a thread per philosopher,
        // and claim 14's, the dinners that JLBH measures (its own options, so that the two cannot drift apart).
        List<String> read = new ArrayList<>();
        for (var lock : io.philosopherwars.core.locks.LockImplementation.perPhilosopher()) {
            for (var kind : io.philosopherwars.core.ThreadKind.perPhilosopher()) {
                read.add("NoopBenchmark." + lock.id() + "_" + kind.id());
            }
        }
        for (String lock : shortJlbh.get(shortJlbh.indexOf("--implementations") + 1).split(",")) {
            for (String kind : shortJlbh.get(shortJlbh.indexOf("--threads") + 1).split(",")) {
                String workload = shortJlbh.get(shortJlbh.indexOf("--workloads") + 1);
                read.add(Character.toUpperCase(workload.charAt(0)) + workload.substring(1) + "Benchmark." + lock + "_"
                        + kind);
            }
        }
        assertEquals(10, read.size(), read.toString());
        for (String row : read) {
            assertTrue(shortRegex.matcher("io.philosopherwars.jmh." + row).find(), row);
            assertTrue(fullRegex.matcher("io.philosopherwars.jmh." + row).find(), row);
        }
        for (String other : List.of("NoopBenchmark.vertx_virtual", "NoopBenchmark.reentrantLock_pooled",
                "NoopBenchmark.partitionedLock_virtual", "FileReadBenchmark.fairReentrantLock_virtual")) {
            assertFalse(shortRegex.matcher("io.philosopherwars.jmh." + other).find(), other);
        }
        assertTrue(fullRegex.matcher("io.philosopherwars.jmh.NoopBenchmark.vertx_virtual").find());
        assertEquals(fullRaces.subList(1, fullRaces.size()), shortRaces.subList(1, shortRaces.size()),
                "the same races: first full, the same JMH options");
        assertTrue(
                Planner.fixed(named.apply("races"), fifteen).estimateSeconds() < named.apply("races").guessSeconds());

        // The same dinners with fewer JLBH samples: every option but the sampling is the full slice's; the pool waits
        // of fewer meals, each of them the full slice's.
        for (String family : List.of("jlbh", "pool-waits")) {
            List<String> full = Planner.fixed(named.apply(family), ninety).arguments();
            List<String> few = Planner.fixed(named.apply(family), fifteen).arguments();
            assertEquals("1", few.get(few.indexOf("--runs") + 1), few.toString());
            assertEquals(without(full, "--workloads"), without(few, "--workloads"), family);
        }
        List<String> fullMeals = Planner.fixed(named.apply("pool-waits"), ninety).arguments();
        List<String> fewMeals = Planner.fixed(named.apply("pool-waits"), fifteen).arguments();
        assertEquals(List.of("noop", "sleep"), List.of(fewMeals.get(fewMeals.indexOf("--workloads") + 1).split(",")));
        assertTrue(List.of(fullMeals.get(fullMeals.indexOf("--workloads") + 1).split(","))
                .containsAll(List.of("noop", "sleep")), fullMeals.toString());
        assertFalse(Planner.fixed(named.apply("jlbh"), ninety).arguments().contains("--runs"), "JLBH's own default");
        List<String> shortMemory = Planner.fixed(named.apply("memory"), fifteen).arguments();
        assertEquals("10000", shortMemory.get(shortMemory.indexOf("--philosophers") + 1), shortMemory.toString());
        assertFalse(Planner.fixed(named.apply("memory"), ninety).arguments().contains("--philosophers"),
                "both table sizes at 90 minutes");
        List<String> shortPinning = Planner.fixed(named.apply("jep491"), fifteen).arguments();
        assertEquals("1", shortPinning.get(shortPinning.indexOf("--repeat") + 1), shortPinning.toString());
        assertFalse(Planner.fixed(named.apply("jep491"), ninety).arguments().contains("--repeat"),
                "three runs of each monitor at 90 minutes");

        // What runs is the short variant too, not only what the plan estimates: each slice as the planner picks it
        // when everything before it has run.
        Slice ports = firstOf(catalogue, fifteen, "ports");
        assertEquals(Planner.fixed(named.apply("ports"), fifteen).arguments(), ports.arguments());
        assertTrue(ports.arguments().contains("--clients"), ports.arguments().toString());
        assertEquals(shortMemory, firstOf(catalogue, fifteen, "memory").arguments());
        assertEquals(Planner.fixed(named.apply("jlbh"), fifteen).arguments(),
                firstOf(catalogue, fifteen, "jlbh").arguments());
        assertEquals(shortRaces, firstOf(catalogue, fifteen, "races").arguments());
    }

    /**
     * The slice of {@code family} that the planner picks first, every slice before it taken as run in a second (so that
     * the budget never runs out before it comes): with no data, from {@code journal}.
     */
    private static Slice firstOf(List<Family> catalogue, Journal journal, String family) {
        Journal simulated = journal;
        for (Optional<Slice> step = Planner.next(catalogue, simulated, Optional.empty()); step
                .isPresent(); step = Planner.next(catalogue, simulated, Optional.empty())) {
            if (step.get().family().equals(family)) {
                return step.get();
            }
            simulated = simulated.with(new Journal.Done(step.get().name(), 1, 0, "ok", "2026-01-01T00:00:01Z"));
        }
        throw new AssertionError(family + " never planned from " + journal);
    }

    /**
     * A JLBH slice's options without its sampling ({@code --warmup}, {@code --iterations}, {@code --runs}) and these
     * options, each with its value.
     */
    private static List<String> without(List<String> arguments, String... options) {
        List<String> dropped = new ArrayList<>(List.of("--warmup", "--iterations", "--runs"));
        dropped.addAll(List.of(options));
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < arguments.size(); i++) {
            if (dropped.contains(arguments.get(i))) {
                i++;
            } else {
                kept.add(arguments.get(i));
            }
        }
        return kept;
    }

    /**
     * The short budget: a fresh 15-minute plan, run slice by slice as the planner picks them (each taking its
     * estimate), spends no more than the budget and brings at least 15 of the talk's 20 claims within reach, whether
     * the machine has the JDK 21 of claim 4's before and after or not. HTTP comes in as the rows its claim reads (claim
     * 12), and the JLBH races with fewer samples of the same dinners (claim 14): the Intel run of 2026-11-28 left both
     * out, its HTTP pilot a block short. The facts come after every claim's slice.
     */
    @Test
    void aFifteenMinuteBudgetBringsFifteenClaimsWithinReachWithinItsEstimates() {
        for (boolean jdk21 : List.of(true, false)) {
            List<Family> catalogue = Family.catalogue().stream()
                    .map(f -> f.name().equals("jep491-jdks")
                            ? f.needing(jdk21 ? Family.Prerequisite.NONE : () -> Optional.of("no JDK 21 here"))
                            : f.needing(Family.Prerequisite.NONE))
                    .toList();
            Journal journal = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", List.of());
            List<String> run = new ArrayList<>();
            double spent = 0;
            for (Optional<Slice> step = Planner.next(catalogue, journal, Optional.empty()); step
                    .isPresent(); step = Planner.next(catalogue, journal, Optional.empty())) {
                Slice slice = step.get();
                spent += slice.estimateSeconds();
                run.add(slice.name());
                journal = journal.with(new Journal.Done(slice.name(), slice.estimateSeconds(), slice.rows().size(),
                        "ok", "2026-01-01T00:00:00Z"));
            }
            assertTrue(spent <= 15 * 60, spent + " s: " + run);
            java.util.Set<Integer> within = Planner.withinReach(Planner.measured(catalogue, journal));
            within.add(9); // read from the code
            java.util.Set<Integer> talks = new java.util.TreeSet<>(within);
            talks.removeIf(c -> c > 20);
            assertTrue(talks.size() >= 15, "JDK 21 " + jdk21 + ": " + talks + " from " + run);
            assertTrue(talks.containsAll(List.of(12, 14, 18, 19)), talks + " from " + run);
            assertTrue(run.containsAll(List.of("http-1", "http-2", "http-3", "jlbh")), run.toString());
            // Every claim's slice before any fact: the real 15-minute run of 2026-11-26 spent its last minutes on
            // facts and left claims' rows out.
            for (String fact : List.of("threadstart", "startcost", "waits-1")) {
                assertTrue(
                        !run.contains(fact) || run.indexOf(fact) > Math.max(run.indexOf("http-3"), run.indexOf("jlbh")),
                        "before the facts: " + run);
            }
        }
    }

    /**
     * Below 45 minutes a pilot whose claims read fewer rows than it has measures only those, of the same dinners, and
     * says so in its reason and in the plan; from 45 minutes every row, as before.
     */
    @Test
    void aShortPilotMeasuresTheRowsItsClaimsReadAndSaysSo() {
        List<Family> catalogue = Family.catalogue();
        java.util.function.Function<String, Family> named = n -> catalogue.stream().filter(f -> f.name().equals(n))
                .findFirst().orElseThrow();
        Journal fifteen = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", List.of());
        Journal fortyFive = new Journal("m", "h", "c", 45 * 60, "2026-01-01T00:00:00Z", List.of());

        // Claim 12's comparison of the talk's client, virtual against platform threads, per meal: its two rows.
        Family http = named.apply("http");
        assertEquals(List.of("UrlConnectionBenchmark.reentrantLock_platform",
                "UrlConnectionBenchmark.reentrantLock_virtual"), Planner.pilotRows(http, fifteen));
        assertEquals(http.rows(), Planner.pilotRows(http, fortyFive));
        Slice block = Planner.block(http, Planner.pilotRows(http, fifteen), fifteen);
        assertTrue(block.why().contains("at this budget only claim 12's rows"), block.why());
        assertEquals(List.of("-p", "stop=allFull", "-prof", "gc", "-f", "1"), block.arguments(),
                "the same dinners: only the family's own parameters");
        // Claim 3's rows: every per-philosopher lock on virtual and platform threads, from the cache and the disk.
        List<String> fileRead = Planner.pilotRows(named.apply("fileRead"), fifteen);
        assertEquals(12, fileRead.size(), fileRead.toString());
        for (var lock : io.philosopherwars.core.locks.LockImplementation.perPhilosopher()) {
            for (String kind : List.of("virtual", "platform")) {
                String row = "FileReadBenchmark." + lock.id() + "_" + kind;
                assertTrue(fileRead.contains(row) && fileRead.contains(row + Family.DIRECT_MARK), row);
            }
        }
        // Claim 18's blocking meal: ReentrantLock on the default pool beside virtual threads.
        assertEquals(List.of("SleepBenchmark.reentrantLock_pooled", "SleepBenchmark.reentrantLock_virtual"),
                Planner.pilotRows(named.apply("waits"), fifteen));
        // Its value at this budget is the claims its rows decide: claim 5's spin is not among them.
        assertEquals(1.0, Planner.value(named.apply("waits"), fifteen, java.util.Set.of()), 1e-9);
        assertEquals(0.0, Planner.value(named.apply("waits"), fifteen, java.util.Set.of("noop")), 1e-9);
        assertEquals(2.0, Planner.value(named.apply("waits"), fortyFive, java.util.Set.of()), 1e-9, "claims 5, 18");

        // The fixed slices' short variants keep their dinners: only the rows, waits and clients their claims read.
        List<String> ports = Planner.fixed(named.apply("ports"), fifteen).arguments();
        List<String> allPorts = new ArrayList<>(Planner.fixed(named.apply("ports"), fortyFive).arguments());
        allPorts.addAll(1, List.of("--clients", "urlConnection", "--threads", "virtual"));
        assertEquals(allPorts, ports);
        List<String> waits = Planner.fixed(named.apply("equal-waits"), fifteen).arguments();
        List<String> allWaits = new ArrayList<>(Planner.fixed(named.apply("equal-waits"), fortyFive).arguments());
        allWaits.addAll(1, List.of("--micros", "16"));
        assertEquals(allWaits, waits);

        // The plan names each shortened slice and what it leaves for a longer run.
        List<String> shortened = Planner.shortened(catalogue, fifteen);
        for (String family : List.of("races", "jlbh", "pool-waits", "memory", "ports", "equal-waits", "http",
                "fileRead", "waits")) {
            assertTrue(shortened.stream().anyMatch(w -> w.startsWith(family + ":") || w.startsWith(family + "'")),
                    family + ": " + shortened);
        }
        assertTrue(
                shortened.stream().filter(w -> w.startsWith("ports:")).allMatch(w -> w.contains("wait for a longer")),
                shortened.toString());
        assertEquals(List.of(), Planner.shortened(catalogue, fortyFive));
    }

    /** A claim that needs two families counts half for each until one of them is measured. */
    @Test
    void aClaimThatNeedsTwoFamiliesCountsHalfForEach() {
        assertEquals(1.5, Planner.value("races", java.util.Set.of()), 1e-9); // claim 15, and half of claim 14
        assertEquals(0.5, Planner.value("jlbh", java.util.Set.of()), 1e-9);
        assertEquals(1.0, Planner.value("jlbh", java.util.Set.of("races")), 1e-9);
        assertEquals(1.0, Planner.value("jep491", java.util.Set.of()), 1e-9);
        assertEquals(0.0, Planner.value("jep491", java.util.Set.of("jep491-jdks")), 1e-9, "claim 4 is within reach");
        assertEquals(List.of(14, 15), Planner.claimsOf("races"));
    }

    private static io.philosopherwars.programs.report.results.JmhRow row(String benchmark, String params) {
        String json = io.philosopherwars.programs.report.pages.ReportTest.inForks(
                io.philosopherwars.programs.report.pages.ReportTest.row(benchmark, "allFull", 100, "1", 99, 100, 101))
                .replace("\"params\":{", "\"params\":{" + params);
        return io.philosopherwars.programs.report.results.JmhRow
                .parse(com.google.gson.JsonParser.parseString(json).getAsJsonObject());
    }

    /**
     * A virtual row takes no pool parameter, so two families measure it: a comparison with a larger pool is topped up
     * in the pools' family, with both of its rows, and one with platform threads in the other; never a block of the
     * virtual row alone, which adds forks that no comparison shares (advise's checksum run spent 97 such blocks).
     */
    @Test
    void aRowTwoFamiliesMeasureIsToppedUpBesideItsPartner() {
        List<Family> families = Advise.catalogue("checksum", "checksum.jar");
        // The rows advise measures carry the parameters it passes: the meal, its class path, its table.
        String advised = "\"meal\":\"checksum\",\"mealClasspath\":\"checksum.jar\",";
        var virtual = atAdvisedTable(row("YourMealBenchmark.reentrantLock_virtual", advised));
        var pooled = atAdvisedTable(row("YourMealBenchmark.reentrantLock_pooled", advised + "\"pool\":\"4x\","));
        var platform = atAdvisedTable(row("YourMealBenchmark.reentrantLock_platform", advised));
        var quantity = io.philosopherwars.programs.report.results.Quantity.EATING;

        Planner.Open pools = new Planner.Open(
                io.philosopherwars.programs.report.stats.Comparison.of("allfull", pooled, virtual, quantity), 3, 18);
        Planner.Open threads = new Planner.Open(
                io.philosopherwars.programs.report.stats.Comparison.of("allfull", virtual, platform, quantity), 3, 19);

        assertEquals("meal-pools", Planner.shared(families, pools).orElseThrow().name());
        assertEquals("meal", Planner.shared(families, threads).orElseThrow().name());
        assertEquals("meal", Planner.family(families, virtual).orElseThrow().name(),
                "alone, the row is the first family's: which is why the partner decides");
        assertEquals(java.util.Optional.empty(),
                Planner.family(families, row("YourMealBenchmark.reentrantLock_virtual", advised)),
                "the same meal at another table is no family's: a block of the family would not add to it");
    }

    /** The same row at advise's table of {@link Advise#PHILOSOPHERS}: one parameter changed, nothing else. */
    private static io.philosopherwars.programs.report.results.JmhRow atAdvisedTable(
            io.philosopherwars.programs.report.results.JmhRow row) {
        java.util.Map<String, String> params = new java.util.TreeMap<>(row.params());
        params.put("philosophers", String.valueOf(Advise.PHILOSOPHERS));
        return new io.philosopherwars.programs.report.results.JmhRow(row.implementation(), row.threads(),
                row.workload(), row.stop(), row.scaled(), row.defaults(), row.mode(), params, row.score(), row.error(),
                row.unit(), row.forks(), row.secondary(), row.iterationSeconds(), row.blocks(), row.cpuLimit(),
                row.machineCpus(), row.iterations());
    }

    /** A noop row of three forks (one a block) with these samples, its twin where asked. */
    private static io.philosopherwars.programs.report.results.JmhRow forks(String benchmark, boolean twin,
            double... samples) {
        String json = io.philosopherwars.programs.report.pages.ReportTest
                .inForks(io.philosopherwars.programs.report.pages.ReportTest.row(benchmark, "allFull", samples[0], "1",
                        samples));
        if (twin) {
            json = json.replace("\"timeLimitSeconds\":\"300\"", "\"timeLimitSeconds\":\"301\"");
        }
        return io.philosopherwars.programs.report.results.JmhRow
                .parse(com.google.gson.JsonParser.parseString(json).getAsJsonObject());
    }

    /**
     * Once every claim is within reach, every family's pilot (here a family of facts) comes before any top-up; then the
     * top-ups to the second look, where the measured A/A gets its second look whatever it projects; then the last.
     */
    @Test
    void everyPilotComesBeforeAnyTopUpAndTheTwinGetsItsSecondLook() {
        Family facts = Family.tool("floor", List.of("floor"), List.of(), 60, "facts");
        List<Family> catalogue = List.of(NOOP, facts);
        var quantity = io.philosopherwars.programs.report.results.Quantity.EATING;
        var virtual = forks("NoopBenchmark.reentrantLock_virtual", false, 100, 104, 96);
        var platform = forks("NoopBenchmark.reentrantLock_platform", false, 108, 113, 103);
        var twin = forks("NoopBenchmark.reentrantLock_virtual", true, 100, 130, 75);
        var claim = io.philosopherwars.programs.report.stats.Comparison.of("allfull", virtual, platform, quantity);
        var aa = io.philosopherwars.programs.report.stats.Comparison.of("allfull", twin, virtual, quantity);
        assertFalse(claim.settled(), claim.toString());
        assertFalse(aa.verdict().decided(), aa.toString());

        // After the pilot: the claim's comparison projects a decision by the last look, the twin does not.
        Planner.Open open = new Planner.Open(claim, 3, 6);
        Planner.Open calibration = new Planner.Open(aa, 3);
        assertTrue(open.forksNeeded() <= Looks.FORKS.getLast(), open.forksNeeded() + " forks");
        assertTrue(calibration.forksNeeded() > Looks.FORKS.getLast(), calibration.forksNeeded() + " forks");
        assertTrue(calibration.decidable(), "the measured A/A is measured to its second look");
        Journal pilot = journal(Looks.FORKS.getFirst());

        assertEquals("floor",
                Planner.nextFrom(catalogue, pilot, Optional.of(List.of(open, calibration))).orElseThrow().name(),
                "the facts' pilot before the top-ups");
        pilot = pilot.with(new Journal.Done("floor", 60, 0, "ok", "2026-01-01T00:03:30Z"));
        Slice both = Planner.nextFrom(catalogue, pilot, Optional.of(List.of(open, calibration))).orElseThrow();
        assertEquals("noop-4", both.name());
        assertEquals(
                List.of("NoopBenchmark.reentrantLock_platform", "NoopBenchmark.reentrantLock_virtual",
                        "NoopBenchmark.reentrantLock_virtual" + Family.TWIN_MARK),
                both.rows().stream().sorted().toList());
        assertTrue(both.why().endsWith("for claim 6, the measured A/A"), both.why());
        // A block that measured nothing (it failed) is not followed by another of the same family in this run.
        Journal failed = pilot.with(new Journal.Done("noop-4", 30, 0, "failed: exit 1", "2026-01-01T00:04:00Z"));
        assertEquals(Optional.empty(), Planner.nextFrom(catalogue, failed, Optional.of(List.of(open, calibration))));
        // The twin alone still goes to its second look.
        Slice twinOnly = Planner.nextFrom(catalogue, pilot, Optional.of(List.of(calibration))).orElseThrow();
        assertEquals(
                List.of("NoopBenchmark.reentrantLock_virtual",
                        "NoopBenchmark.reentrantLock_virtual" + Family.TWIN_MARK),
                twinOnly.rows().stream().sorted().toList());

        // At the second look (the facts not yet measured): the twin stops (its projection says it cannot settle), the
        // facts come before the claim's top-up to the last look, and that top-up comes once the facts are measured.
        var virtualSix = forks("NoopBenchmark.reentrantLock_virtual", false, 100, 104, 96, 101, 99, 103);
        var claimSix = io.philosopherwars.programs.report.stats.Comparison.of("allfull", virtualSix,
                forks("NoopBenchmark.reentrantLock_platform", false, 108, 113, 103, 101, 110, 104), quantity);
        var aaSix = io.philosopherwars.programs.report.stats.Comparison.of("allfull",
                forks("NoopBenchmark.reentrantLock_virtual", true, 100, 130, 75, 120, 80, 110), virtualSix, quantity);
        assertEquals(2, claimSix.look());
        assertFalse(claimSix.settled(), claimSix.toString());
        Planner.Open second = new Planner.Open(claimSix, Looks.FORKS.get(1), 6);
        Planner.Open twinAtSecond = new Planner.Open(aaSix, Looks.FORKS.get(1));
        assertTrue(second.decidable(), second.forksNeeded() + " forks");
        assertFalse(twinAtSecond.decidable());
        Journal six = journal(Looks.FORKS.get(1));
        List<Planner.Open> atSecond = List.of(second, twinAtSecond);
        assertEquals("floor", Planner.nextFrom(catalogue, six, Optional.of(atSecond)).orElseThrow().name());
        Journal factsDone = six.with(new Journal.Done("floor", 60, 0, "ok", "2026-01-01T00:09:00Z"));
        Slice last = Planner.nextFrom(catalogue, factsDone, Optional.of(atSecond)).orElseThrow();
        assertEquals("noop-7", last.name());
        assertEquals(List.of("NoopBenchmark.reentrantLock_platform", "NoopBenchmark.reentrantLock_virtual"),
                last.rows().stream().sorted().toList());
        // Two blocks past the pilot, one short of the second look: the block left is planned from the forks measured,
        // not from the pilot's look (which would see three blocks to go and strand the two in a budget for one).
        Journal five = journal(5);
        Journal oneBlockLeft = new Journal("m", "h", "c", five.spentSeconds() + 10, "2026-01-01T00:00:00Z",
                five.done());
        assertEquals(3, Math.min(claim.forksA(), claim.forksB()), "the pilot's look");
        Planner.Open pastPilot = new Planner.Open(claim, 5, 6);
        assertEquals(open.forksNeeded(), pastPilot.forksNeeded(), "projected from the look's interval and forks");
        assertEquals("noop-6",
                Planner.nextFrom(List.of(NOOP), oneBlockLeft, Optional.of(List.of(pastPilot))).orElseThrow().name());
        assertEquals(Optional.empty(), Planner.nextFrom(List.of(NOOP), oneBlockLeft, Optional.of(List.of(open))));
        // Without data (every slice a program so far), the facts still run.
        assertEquals("floor",
                Planner.nextFrom(catalogue, journal(Looks.FORKS.getFirst()), Optional.<List<Planner.Open>> empty())
                        .orElseThrow().name());
    }

    /**
     * Below {@link Planner#FULL_ROWS_SECONDS} of budget, a claim's open comparison goes to its second look before a
     * fact that measures no claim's rows; the facts still come before the top-up to the last look.
     */
    @Test
    void aShortBudgetTakesAClaimToItsSecondLookBeforeAFactThatDecidesNothing() {
        Family facts = Family.tool("threadstart", List.of("threadstart"), List.of(), 25, "facts");
        List<Family> catalogue = List.of(NOOP, facts);
        var quantity = io.philosopherwars.programs.report.results.Quantity.EATING;
        var claim = io.philosopherwars.programs.report.stats.Comparison.of("allfull",
                forks("NoopBenchmark.reentrantLock_virtual", false, 100, 104, 96),
                forks("NoopBenchmark.reentrantLock_platform", false, 108, 113, 103), quantity);
        Planner.Open open = new Planner.Open(claim, 3, 6);
        assertTrue(open.decidable(), open.forksNeeded() + " forks");
        Journal pilot = journal(Looks.FORKS.getFirst());
        Journal fifteen = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", pilot.done());
        assertTrue(fifteen.budgetSeconds() < Planner.FULL_ROWS_SECONDS);
        assertEquals("noop-4", Planner.nextFrom(catalogue, fifteen, Optional.of(List.of(open))).orElseThrow().name(),
                "the claim's top-up before the fact");
        assertEquals("threadstart", Planner.nextFrom(catalogue, pilot, Optional.of(List.of(open))).orElseThrow().name(),
                "a long budget gives every family its pilot first");
        // At the second look, the fact comes before the top-up to the last.
        var claimSix = io.philosopherwars.programs.report.stats.Comparison.of("allfull",
                forks("NoopBenchmark.reentrantLock_virtual", false, 100, 104, 96, 101, 99, 103),
                forks("NoopBenchmark.reentrantLock_platform", false, 108, 113, 103, 101, 110, 104), quantity);
        Planner.Open second = new Planner.Open(claimSix, Looks.FORKS.get(1), 6);
        assertTrue(second.decidable(), second.forksNeeded() + " forks");
        Journal six = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", journal(Looks.FORKS.get(1)).done());
        assertEquals("threadstart",
                Planner.nextFrom(catalogue, six, Optional.of(List.of(second))).orElseThrow().name());
    }

    /**
     * A comparison its claim vetoes keeps no row open: claim 18's whole dinners decide nothing beside the rows per meal
     * of the same pairs, so the AMD set's open comparisons hold none of them (it had 36 such, undecided or not).
     */
    @Test
    void aVetoedComparisonKeepsNoRowOpen() {
        java.nio.file.Path folder = java.nio.file.Path.of("..", "results", "amd-epyc-2c");
        var set = io.philosopherwars.programs.report.results.ResultSet.read(folder.resolve("raw"), folder);
        List<Planner.Open> open = Planner.open(set);
        assertFalse(open.isEmpty(), "the AMD set has open comparisons");
        assertTrue(
                open.stream().noneMatch(o -> o.claim() == 18
                        && o.comparison().quantity() == io.philosopherwars.programs.report.results.Quantity.DINNER),
                open.toString());
    }
}
