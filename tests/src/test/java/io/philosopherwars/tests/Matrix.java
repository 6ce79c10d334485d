package io.philosopherwars.tests;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The test matrix: every implementation on the class path x thread kind x workload (the HTTP workloads have their own
 * sizes in {@code HttpDinnerTest}), each cell repeated {@code philosophers.repetitions} times (default 1;
 * {@code -Pfull-repetitions} gives the talk's 200). The repetition is a parameter because {@code @RepeatedTest} takes
 * only a compile-time count and cannot be combined with {@code @ParameterizedTest}.
 */
final class Matrix {
    static final int REPETITIONS = Integer.getInteger("philosophers.repetitions", 1);

    private Matrix() {
    }

    /** Every combination of the given axes, one {@link Arguments} each, in axis order. */
    static Stream<Arguments> cross(List<?>... axes) {
        Stream<List<Object>> rows = Stream.of(List.of());
        for (List<?> axis : axes) {
            rows = rows.flatMap(row -> axis.stream().map(value -> {
                List<Object> longer = new ArrayList<>(row);
                longer.add(value);
                return longer;
            }));
        }
        return rows.map(row -> Arguments.of(row.toArray()));
    }

    /** Every implementation x thread kind it runs on (vert.x has no pool: {@link Implementation#supports}). */
    static Stream<Arguments> implementationsAndThreadKinds() {
        return supported(cross(Implementations.all(), List.of(ThreadKind.values())));
    }

    /** Every implementation x thread kind it runs on x stop rule. */
    static Stream<Arguments> dinners() {
        return supported(cross(Implementations.all(), List.of(ThreadKind.values()), List.of(StopRule.values())));
    }

    /** The rows whose first two arguments are an implementation and a thread kind it runs on. */
    static Stream<Arguments> supported(Stream<Arguments> rows) {
        return rows.filter(row -> ((Implementation) row.get()[0]).supports((ThreadKind) row.get()[1]));
    }

    /**
     * The thread-per-philosopher implementations (the partitioned dinner starts a thread per block, never near a thread
     * ceiling).
     */
    static List<LockImplementation> threadPerPhilosopher() {
        return LockImplementation.perPhilosopher();
    }

    /**
     * The thread-per-philosopher implementations x the kinds with a thread per philosopher: what interrupts and thread
     * factories apply to (a pool's own are in {@code PooledDinnerTest}).
     */
    static Stream<Arguments> lockImplementationsAndThreadKinds() {
        return cross(LockImplementation.perPhilosopher(), ThreadKind.perPhilosopher());
    }

    /** The thread-per-philosopher implementations x thread kind x stop rule. */
    static Stream<Arguments> lockDinners() {
        return cross(LockImplementation.perPhilosopher(), ThreadKind.perPhilosopher(), List.of(StopRule.values()));
    }

    static Stream<Arguments> cells() {
        return Implementations.all().stream()
                .flatMap(implementation -> Stream.of(ThreadKind.values()).filter(implementation::supports)
                        .flatMap(threads -> WorkloadKind.matrix().stream().filter(workload -> !workload.overHttp())
                                .flatMap(workload -> repetitions(implementation, threads, workload))));
    }

    private static Stream<Arguments> repetitions(Implementation implementation, ThreadKind threads,
            WorkloadKind workload) {
        return IntStream.rangeClosed(1, REPETITIONS)
                .mapToObj(repetition -> Arguments.of(implementation, threads, workload, repetition, REPETITIONS));
    }
}
