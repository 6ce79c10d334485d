package io.philosopherwars.programs.report.results;

import io.philosopherwars.programs.cli.Command;

/** A report that cannot be made, with a message naming the input file and what is wrong with it. */
public final class ReportException extends Command.Failure {
    private static final long serialVersionUID = 1L;

    public ReportException(String message) {
        super(message);
    }
}
