package io.philosopherwars.core;

import io.philosopherwars.core.workload.Workload.Kitchen;
import java.io.IOException;

/** Opening a workload's kitchen, with the failure turned into a {@link DinnerFailedException} that names the dinner. */
public final class Kitchens {
    private Kitchens() {
    }

    public static Kitchen open(DinnerSpec spec) {
        try {
            return spec.workload().open(spec);
        } catch (IOException | RuntimeException e) {
            throw new DinnerFailedException("dinner " + spec.label() + " could not prepare its workload: " + e, e);
        }
    }
}
