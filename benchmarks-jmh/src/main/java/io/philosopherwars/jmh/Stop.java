package io.philosopherwars.jmh;

import io.philosopherwars.core.StopRule;

/**
 * The stop rule as a JMH parameter. An enum, so that JMH itself rejects a value that is not one of these and lists the
 * legal ones; its constants are spelled as the project's ids ({@code -p stop=allFull}), which is why they are not in
 * upper case.
 */
public enum Stop {
    /** The talk's rule: the dinner ends when one philosopher has eaten all its meals (a race). */
    firstFull(StopRule.FIRST_FULL),
    /** Fixed work: the dinner ends when every philosopher has eaten all its meals. */
    allFull(StopRule.ALL_FULL);

    private final StopRule rule;

    Stop(StopRule rule) {
        this.rule = rule;
    }

    public StopRule rule() {
        return rule;
    }
}
