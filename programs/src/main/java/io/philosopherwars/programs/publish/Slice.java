package io.philosopherwars.programs.publish;

import java.util.List;

/**
 * One step of a publish run, the unit of its checkpoints: finished, it is in the journal and never runs again; stopped
 * half-way, its outputs are removed and it runs again from its start.
 *
 * @param name
 *            unique within the set and the same on every resume ({@code noop-1}, {@code handoff})
 * @param family
 *            the family it measures ({@code noop}); top-up slices of an adaptive family are numbered after it
 * @param tool
 *            true for a program run through the launcher (the sweep, an evidence report), false for a JMH run
 * @param arguments
 *            JMH's arguments, or the launcher's job and its options; for a block, the options every row shares
 * @param rows
 *            a block's rows in the order it runs them (random, seeded by the set and the block), each one JMH run of
 *            one fork ({@link Family#twin} marks the twin); empty for a slice that is one JMH run or a program
 * @param outputs
 *            the files it writes, relative to the set's folder: removed before it runs again
 * @param estimateSeconds
 *            what it is expected to take, from the family's measured cost where there is one
 * @param why
 *            what it is for, shown in the progress line and the plan
 */
record Slice(String name, String family, boolean tool, List<String> arguments, List<String> rows, List<String> outputs,
        double estimateSeconds, String why) {
}
