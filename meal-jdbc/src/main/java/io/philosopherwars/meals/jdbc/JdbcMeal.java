package io.philosopherwars.meals.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.core.workload.YourMeal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The database call that most services make under a lock: one query by primary key, through a HikariCP pool and pgjdbc,
 * against a real PostgreSQL on the loopback interface. The meal starts its own server when a dinner opens
 * ({@link PostgresServer}) and stops it when the dinner closes, unless {@value #URL} names one that is already running.
 * <p>
 * Declared {@linkplain WorkloadKind.MealClass#BLOCKING blocking}: the philosopher's thread waits for the server's
 * answer over a socket. The pool holds {@value #POOL} connections unless told otherwise ({@value #POOL_PROPERTY}); a
 * dinner with more philosophers eating at once than connections waits in HikariCP as a service does.
 */
public final class JdbcMeal implements YourMeal {
    /** A running server's JDBC URL (user {@code postgres}, no password): the meal then starts none. */
    public static final String URL = "philosophers.jdbc.url";
    /** The connections in the pool. */
    public static final String POOL_PROPERTY = "philosophers.jdbc.pool";
    /** HikariCP's own default. */
    public static final int POOL = 10;
    /** Rows in the table the meal reads, one a seat modulo this. */
    static final int DISHES = 1_000;
    static final String QUERY = "SELECT name FROM dishes WHERE id = ?";

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
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername("postgres");
        config.setMaximumPoolSize(Integer.getInteger(POOL_PROPERTY, POOL));
        config.setPoolName("jdbc-meal");
        config.setConnectionTimeout(30_000);
        try {
            pool = new HikariDataSource(config);
            try (Connection c = pool.getConnection();
                    Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS dishes (id integer PRIMARY KEY, name text NOT NULL)");
                s.execute("INSERT INTO dishes SELECT i, 'dish ' || i FROM generate_series(0, " + (DISHES - 1)
                        + ") AS i ON CONFLICT (id) DO NOTHING");
            }
        } catch (Exception e) {
            close();
            throw e;
        }
    }

    @Override
    public void eat(int seat) throws SQLException {
        int id = Math.floorMod(seat, DISHES);
        try (Connection c = pool.getConnection();
                PreparedStatement query = c.prepareStatement(QUERY)) {
            query.setInt(1, id);
            try (ResultSet rows = query.executeQuery()) {
                if (!rows.next()) {
                    throw new SQLException("no dish " + id + " in the table");
                }
            }
        }
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
