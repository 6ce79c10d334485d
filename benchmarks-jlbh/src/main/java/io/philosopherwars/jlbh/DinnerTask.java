package io.philosopherwars.jlbh;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.core.util.NanoSampler;
import net.openhft.chronicle.jlbh.JLBH;
import net.openhft.chronicle.jlbh.JLBHTask;

/**
 * One whole dinner per JLBH sample: end to end as the caller sees it (from JLBH's start time until
 * {@link io.philosopherwars.core.Implementation#serve} returns), and the three phases as probes, each measured by the
 * engine itself, so none hides inside another. The kitchen (file, HTTP client and server) is opened once for all
 * samples, as JMH opens it once per trial.
 * <p>
 * With {@link MealClockHistograms}, the spec's workload must be the {@link io.philosopherwars.core.workload.MealClock}
 * that feeds it; the readings of each run are kept apart ({@link #clockPerRun()}), the warm-up's are dropped.
 */
final class DinnerTask implements JLBHTask {
    static final String SETUP = "setup";
    static final String EATING = "eating";
    static final String LEAVING = "leaving";

    private final DinnerSpec spec;
    private final Kitchen kitchen;
    private final MealClockHistograms clock;
    private final List<MealClockHistograms.Readings> clockPerRun = new ArrayList<>();
    /** Every measured dinner, per run: a first-full race eats very different amounts from dinner to dinner. */
    private final List<List<DinnerResult>> resultsPerRun = new ArrayList<>();
    private List<DinnerResult> results = new ArrayList<>();
    private JLBH jlbh;
    private NanoSampler setup;
    private NanoSampler eating;
    private NanoSampler leaving;

    DinnerTask(DinnerSpec spec, Kitchen kitchen, MealClockHistograms clock) {
        this.spec = spec;
        this.kitchen = kitchen;
        this.clock = clock;
    }

    @Override
    public void init(JLBH jlbh) {
        this.jlbh = jlbh;
        setup = jlbh.addProbe(SETUP);
        eating = jlbh.addProbe(EATING);
        leaving = jlbh.addProbe(LEAVING);
    }

    @Override
    public void run(long startTimeNS) {
        DinnerResult result = spec.implementation().serve(spec, kitchen);
        long end = System.nanoTime();
        setup.sampleNanos(result.setupNanos());
        eating.sampleNanos(result.eatingNanos());
        leaving.sampleNanos(result.leavingNanos());
        if (clock != null) {
            clock.released(result.releasedAt());
        }
        results.add(result);
        jlbh.sample(end - startTimeNS);
    }

    @Override
    public void warmedUp() {
        results = new ArrayList<>();
        if (clock != null) {
            clock.reset();
        }
    }

    @Override
    public void runComplete() {
        resultsPerRun.add(results);
        results = new ArrayList<>();
        if (clock != null) {
            clockPerRun.add(clock.snapshot());
            clock.reset();
        }
    }

    List<MealClockHistograms.Readings> clockPerRun() {
        return clockPerRun;
    }

    List<List<DinnerResult>> resultsPerRun() {
        return resultsPerRun;
    }
}
