package io.philosopherwars.vertx;

import io.vertx.core.VerticleBase;

/**
 * What a vert.x dinner deploys: a verticle whose start only seats its philosophers (their meals plated, their
 * chopsticks laid), and which begins eating when the dinner releases everyone with {@link #begin()}. Each design
 * decides how many philosophers one verticle holds and how they wait for chopsticks.
 */
abstract class TableVerticle extends VerticleBase {
    /** Called on the dinner's thread once every verticle has started: the barrier's release. */
    abstract void begin();
}
