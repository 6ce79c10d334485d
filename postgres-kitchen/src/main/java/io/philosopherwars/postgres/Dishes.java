package io.philosopherwars.postgres;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The JDBC meal's kitchen, one definition for the meal on JDK 25 ({@code JdbcMeal}) and for the JDK 21 probe: a
 * HikariCP pool, a table of {@value #DISHES} dishes, and the meal, one query by primary key.
 */
public final class Dishes {
    /** Rows in the table; a seat reads the row of its number modulo this. */
    public static final int DISHES = 1_000;
    /** The meal's query. */
    public static final String QUERY = "SELECT name FROM dishes WHERE id = ?";
    /** HikariCP's own default pool size. */
    public static final int POOL = 10;

    private Dishes() {
    }

    /** A pool of {@code connections} to {@code url} (user {@code postgres}), with the table created and filled. */
    public static HikariDataSource open(String url, int connections) throws SQLException {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername("postgres");
        config.setMaximumPoolSize(connections);
        config.setPoolName("dishes");
        config.setConnectionTimeout(30_000);
        HikariDataSource pool = new HikariDataSource(config);
        try (Connection c = pool.getConnection();
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS dishes (id integer PRIMARY KEY, name text NOT NULL)");
            s.execute("INSERT INTO dishes SELECT i, 'dish ' || i FROM generate_series(0, " + (DISHES - 1)
                    + ") AS i ON CONFLICT (id) DO NOTHING");
        } catch (SQLException | RuntimeException e) {
            pool.close();
            throw e;
        }
        return pool;
    }

    /** One meal: the seat's dish, read through a connection of the pool. */
    public static void eat(HikariDataSource pool, int seat) throws SQLException {
        try (Connection c = pool.getConnection()) {
            serve(c, seat);
        }
    }

    /**
     * The meal's query on a connection already borrowed, apart from the borrow, so that an instrument can time the two
     * apart and still serve the one meal.
     */
    public static void serve(Connection c, int seat) throws SQLException {
        int id = Math.floorMod(seat, DISHES);
        try (PreparedStatement query = c.prepareStatement(QUERY)) {
            query.setInt(1, id);
            try (ResultSet rows = query.executeQuery()) {
                if (!rows.next()) {
                    throw new SQLException("no dish " + id + " in the table");
                }
            }
        }
    }
}
