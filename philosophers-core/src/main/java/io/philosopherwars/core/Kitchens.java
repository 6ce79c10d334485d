package io.philosopherwars.core;

import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.io.IOException;

/** Opening a workload's kitchen, with the failure turned into a {@link DinnerFailedException} that names its use. */
public final class Kitchens {
    private Kitchens() {
    }

    /** The kitchen of one dinner. */
    public static Kitchen open(DinnerSpec spec) {
        return open(spec.workload(), spec.philosophers(), "dinner " + spec.label());
    }

    /** A kitchen opened once for many dinners of {@code philosophers} seats (a benchmark's trial). */
    public static Kitchen open(Workload workload, int philosophers) {
        return open(workload, philosophers, "workload " + workload.label() + " for " + philosophers + " philosophers");
    }

    private static Kitchen open(Workload workload, int philosophers, String what) {
        try {
            return workload.open(philosophers);
        } catch (IOException | RuntimeException e) {
            throw new DinnerFailedException(what + " could not prepare its workload: " + e, e);
        }
    }
}
