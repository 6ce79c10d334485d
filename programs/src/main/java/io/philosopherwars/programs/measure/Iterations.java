package io.philosopherwars.programs.measure;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.Collection;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's output as it goes, passed on unchanged, and every iteration's score kept, the warm-ups included: JMH's JSON
 * keeps only the measured iterations, and whether a fork had settled is read from its last warm-up against them. A fork
 * begins at the first iteration of its first phase (JMH numbers each phase's iterations from 1 in every fork). Written
 * by {@link Measure} beside the run's JSON as {@code NAME.iterations.json}, machine-read by the report.
 */
final class Iterations implements OutputFormat {
    private final OutputFormat out;
    private final JsonArray runs = new JsonArray();
    private JsonObject run;
    private JsonArray forks;
    private JsonObject fork;

    Iterations(OutputFormat out) {
        this.out = out;
    }

    /**
     * Every benchmark run so far: its benchmark, parameters and score unit, then per fork its warm-up and measured
     * scores in order.
     */
    JsonArray runs() {
        return runs;
    }

    @Override
    public void startBenchmark(BenchmarkParams params) {
        run = new JsonObject();
        run.addProperty("benchmark", params.getBenchmark());
        JsonObject values = new JsonObject();
        for (String key : params.getParamsKeys()) {
            values.addProperty(key, params.getParam(key));
        }
        run.add("params", values);
        forks = new JsonArray();
        run.add("forks", forks);
        runs.add(run);
        fork = null;
        out.startBenchmark(params);
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        out.iteration(benchParams, params, iteration);
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration,
            IterationResult data) {
        boolean warmup = params.getType() == IterationType.WARMUP;
        boolean firstOfFork = iteration == 1 && (warmup || benchParams.getWarmup().getCount() == 0);
        if (run != null && (fork == null || firstOfFork)) {
            fork = new JsonObject();
            fork.add("warmup", new JsonArray());
            fork.add("measured", new JsonArray());
            forks.add(fork);
            run.addProperty("unit", data.getScoreUnit());
        }
        if (fork != null) {
            fork.getAsJsonArray(warmup ? "warmup" : "measured").add(data.getPrimaryResult().getScore());
        }
        out.iterationResult(benchParams, params, iteration, data);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        out.endBenchmark(result);
    }

    @Override
    public void startRun() {
        out.startRun();
    }

    @Override
    public void endRun(Collection<RunResult> result) {
        out.endRun(result);
    }

    @Override
    public void print(String s) {
        out.print(s);
    }

    @Override
    public void println(String s) {
        out.println(s);
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() {
        out.close();
    }

    @Override
    public void verbosePrintln(String s) {
        out.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        out.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        out.write(b);
    }
}
