package io.philosopherwars.core;

import java.util.Arrays;

/**
 * How the meals were shared. With a noop meal on virtual threads and the first-full rule, one philosopher can eat all
 * its meals before most others run at all; these numbers are what shows it.
 *
 * @param min
 *            fewest meals eaten by one philosopher
 * @param median
 *            median meals per philosopher
 * @param max
 *            most meals eaten by one philosopher
 * @param neverAte
 *            philosophers that ate nothing
 * @param total
 *            all meals eaten at the table
 * @param fairness
 *            Jain's fairness index, (sum x)^2 / (n * sum x^2): 1 when all ate the same, 1/n when one ate alone
 */
public record MealStats(int min, double median, int max, int neverAte, long total, double fairness) {

    /** Summarises one count per philosopher. */
    public static MealStats of(int[] mealsPerPhilosopher) {
        int n = mealsPerPhilosopher.length;
        if (n == 0) {
            throw new IllegalArgumentException("no philosophers to summarise");
        }
        int[] sorted = mealsPerPhilosopher.clone();
        Arrays.sort(sorted);
        long total = 0;
        double squares = 0;
        int neverAte = 0;
        for (int meals : sorted) {
            total += meals;
            squares += (double) meals * meals;
            if (meals == 0) {
                neverAte++;
            }
        }
        double median = (n % 2 == 1) ? sorted[n / 2] : (sorted[n / 2 - 1] + (double) sorted[n / 2]) / 2;
        double fairness = total == 0 ? 0 : ((double) total * total) / (n * squares);
        return new MealStats(sorted[0], median, sorted[n - 1], neverAte, total, fairness);
    }
}
