package io.philosopherwars.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Counts TCP sockets by state from Linux's {@code /proc/net/tcp} and {@code /proc/net/tcp6}. */
final class TcpStates {
    private static final String TIME_WAIT = "06";
    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));

    private TcpStates() {
    }

    static boolean available() {
        return Files.isReadable(TABLES.getFirst());
    }

    /** Sockets in TIME_WAIT whose local or remote port is {@code port}. */
    static long timeWait(int port) throws IOException {
        return timeWaitSockets(port).size();
    }

    /**
     * The sockets in TIME_WAIT whose local or remote port is {@code port}, each as its local and remote address: what
     * was there before a dinner can be told from what the dinner left.
     */
    static Set<String> timeWaitSockets(int port) throws IOException {
        String hexPort = String.format(":%04X", port);
        Set<String> sockets = new HashSet<>();
        for (Path table : TABLES) {
            if (!Files.isReadable(table)) {
                continue;
            }
            // One read per table: the kernel's table changes between two reads (sockets leave TIME_WAIT), so a second
            // read's size must never slice the first read's lines.
            List<String> lines = Files.readAllLines(table);
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length > 3 && fields[3].equals(TIME_WAIT)
                        && (fields[1].endsWith(hexPort) || fields[2].endsWith(hexPort))) {
                    sockets.add(fields[1] + " " + fields[2]);
                }
            }
        }
        return sockets;
    }
}
