package io.philosopherwars.programs.report.results;

import java.util.List;

/**
 * One side of a comparison: a row of a raw run, measured in forks. A dinner ({@link JmhRow}) or a ring of hand-offs
 * ({@link RingRow}): both are compared the same way, the fork as the unit.
 */
public interface Measured {
    /** {@code reentrantLock/virtual/noop}, {@code park/virtual/ring of 100}. */
    String label();

    /** {@code reentrantLock/virtual}, {@code park/virtual}: what is compared, without the work. */
    String dinner();

    /**
     * The dinner as every page names it: {@link #dinner()}, and a row limited to fewer CPUs than the machine's with its
     * limit ({@code reentrantLock/virtual (1 CPU)}), so that a one-CPU row is never printed as the machine's.
     */
    default String named() {
        return dinner() + (cpuLimit() > 0 ? " (" + JmhRow.cpuWords(cpuLimit()) + ")" : "");
    }

    /** The work: {@code noop}, {@code ring of 100}. */
    String work();

    List<double[]> forks(Quantity quantity);

    /**
     * The block of each fork, one per fork of {@link #forks}: forks measured in one run share a block. A row that does
     * not say has all its forks in one block.
     */
    default List<String> blocks() {
        return java.util.Collections.nCopies(forks(Quantity.DINNER).size(), "");
    }

    double mean(Quantity quantity);

    /** The CPUs its forks ran on, where the row says; 0 where it does not (the machine's all). */
    default int cpus() {
        return 0;
    }

    /** The CPUs its forks were limited to, below the machine's all; 0 where they were not limited. */
    default int cpuLimit() {
        return 0;
    }
}
