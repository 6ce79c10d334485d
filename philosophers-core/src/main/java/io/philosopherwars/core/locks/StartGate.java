package io.philosopherwars.core.locks;

import io.philosopherwars.core.Ledger;
import java.util.concurrent.locks.LockSupport;

/**
 * The barrier that releases all seated philosophers together. Each philosopher parks on its own thread and the gate
 * unparks them one by one, so no wait queue is shared.
 * <p>
 * Why not a {@code CountDownLatch}: its waiters form one AQS queue, and a waiter that is interrupted unlinks itself by
 * walking that queue ({@code cancelAcquire} / {@code cleanQueue}). When a first-full dinner is cancelled while most of
 * its philosophers have not yet passed the barrier (with virtual threads they have not even run), N interrupted waiters
 * each walk a queue of up to N: O(N²) (what that cost at 200,000 and 1,000,000 philosophers: docs/design.md, "What a
 * dinner reports"). Here an interrupted philosopher leaves in O(1) and opening the gate is one {@code unpark} per
 * philosopher, O(N) in all.
 */
final class StartGate {
    private volatile boolean open;

    /**
     * Parks the calling philosopher until the gate opens: true once it is open, false if the dinner was cancelled
     * before it opened (the philosopher then leaves by returning {@link io.philosopherwars.core.StopRule#LEFT}, not by
     * throwing).
     */
    boolean await() {
        while (!open) {
            LockSupport.park(this);
            if (Thread.interrupted()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Opens the gate and wakes every seated philosopher, in seat order. A philosopher that has not parked yet finds the
     * gate open (or its permit set) and does not park.
     */
    void open(Ledger seated) {
        open = true;
        seated.forEachSeatedThread(LockSupport::unpark);
    }
}
