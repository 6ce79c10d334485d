package io.philosopherwars.meals.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.postgres.Dishes;
import io.philosopherwars.postgres.PostgresServer;
import java.sql.SQLException;

/**
 * The database call that most services make under a lock: one query by primary key, through a HikariCP pool and pgjdbc,
 * against a real PostgreSQL on the loopback interface ({@link Dishes}). The meal starts its own server when a dinner
 * opens ({@link PostgresServer}) and stops it when the dinner closes, unless {@value #URL} names one that is already
 * running.
 * <p>
 * Declared {@linkplain WorkloadKind.MealClass#BLOCKING blocking}: the philosopher's thread waits for the server's
 * answer over a socket. The pool holds {@link Dishes#POOL} connections unless told otherwise ({@value #POOL_PROPERTY});
 * a dinner with more philosophers eating at once than connections waits in HikariCP as a service does.
 */
public final class JdbcMeal implements YourMeal {
    /** A running server's JDBC URL (user {@code postgres}, no password): the meal then starts none. */
    public static final String URL = "philosophers.jdbc.url";
    /** The connections in the pool. */
    public static final String POOL_PROPERTY = "philosophers.jdbc.pool";

    static {
        PostgresServer.quietLogs();
    }

    private PostgresServer server;
    private HikariDataSource pool;

    @Override
    public String name() {
        return "jdbc";
    }

    @Override
    public WorkloadKind.MealClass mealClass() {
        return WorkloadKind.MealClass.BLOCKING;
    }

    @Override
    public void open(int philosophers) throws Exception {
        String url = System.getProperty(URL, "");
        if (url.isBlank()) {
            server = PostgresServer.start();
            url = server.url();
        }
        try {
            pool = Dishes.open(url, Integer.getInteger(POOL_PROPERTY, Dishes.POOL));
        } catch (Exception e) {
            close();
            throw e;
        }
    }

    @Override
    public void eat(int seat) throws SQLException {
        Dishes.eat(pool, seat);
    }

    @Override
    public void close() throws Exception {
        try {
            if (pool != null) {
                pool.close();
            }
        } finally {
            pool = null;
            if (server != null) {
                try {
                    server.close();
                } finally {
                    server = null;
                }
            }
        }
    }
}
