package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.core.MealStats;
import org.junit.jupiter.api.Test;

class MealStatsTest {
    @Test
    void onePhilosopherEatingAloneHasFairnessOneOverN() {
        MealStats stats = MealStats.of(new int[] { 0, 10_000, 0, 0 });
        assertEquals(new MealStats(0, 0.0, 10_000, 3, 10_000, 0.25), stats);
    }

    @Test
    void equalMealsAreFair() {
        MealStats stats = MealStats.of(new int[] { 7, 7, 7 });
        assertEquals(new MealStats(7, 7.0, 7, 0, 21, 1.0), stats);
    }

    @Test
    void medianOfAnEvenTableIsTheMeanOfTheMiddleTwo() {
        assertEquals(2.5, MealStats.of(new int[] { 4, 1, 3, 2 }).median());
    }

    @Test
    void jainIndexOfUnevenMeals() {
        // (1 + 3)^2 / (2 * (1 + 9)) = 0.8
        assertEquals(0.8, MealStats.of(new int[] { 1, 3 }).fairness(), 1e-12);
    }

    @Test
    void medianOfAnOddTableIsTheMiddleOne() {
        assertEquals(2.0, MealStats.of(new int[] { 9, 1, 2 }).median());
    }
}
