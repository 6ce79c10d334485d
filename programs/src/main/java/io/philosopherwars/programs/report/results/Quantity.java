package io.philosopherwars.programs.report.results;

import io.philosopherwars.core.Named;

/**
 * What a comparison divides: the whole dinner (JMH's score) or one of its phases ({@code DinnerMetrics}' secondary
 * metrics, ms per dinner), or a hand-off of the token ring (ns). Every quantity is a time, so below 1 is faster.
 */
public enum Quantity implements Named {
    /** The whole dinner: setup, eating and leaving. */
    DINNER("dinner", ""),
    /** Creating and starting every philosopher until all wait at the start gate. */
    SETUP("setup", "setupMs"),
    /** From the gate's release until the stop rule is met: the phase in which philosophers dine. */
    EATING("eating", "eatingMs"),
    /** Cancelling and joining everybody after the stop rule is met. */
    LEAVING("leaving", "leavingMs"),
    /** One hand-off of a token between two threads of a ring ({@code HandOffBenchmark}), in ns. */
    HAND_OFF("hand-off", "");

    private final String id;
    private final String metric;

    Quantity(String id, String metric) {
        this.id = id;
        this.metric = metric;
    }

    @Override
    public String id() {
        return id;
    }

    public String unit() {
        return this == HAND_OFF ? "ns" : "ms";
    }

    /** The secondary metric's name, empty for the primary score. */
    String metric() {
        return metric;
    }
}
