package io.philosopherwars.core.locks;

import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Chopsticks as {@link ReentrantLock}s. {@code lockInterruptibly} lets a cancelled philosopher (first full) leave while
 * it waits for a chopstick instead of eating once more.
 */
final class LockChopsticks extends Chopsticks {
    private final ReentrantLock[] locks;

    LockChopsticks(int count, boolean fair) {
        super(count);
        locks = new ReentrantLock[count];
        for (int i = 0; i < count; i++) {
            locks[i] = new ReentrantLock(fair);
        }
    }

    @Override
    void eat(int seat, Meal meal) throws IOException, InterruptedException {
        ReentrantLock first = locks[first(seat)];
        ReentrantLock second = locks[second(seat)];
        first.lockInterruptibly();
        try {
            second.lockInterruptibly();
            try {
                meal.eat();
            } finally {
                second.unlock();
            }
        } finally {
            first.unlock();
        }
    }

    @Override
    boolean holdsBoth(int seat) {
        return locks[first(seat)].isHeldByCurrentThread() && locks[second(seat)].isHeldByCurrentThread();
    }
}
