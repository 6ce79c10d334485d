package io.philosopherwars.core;

/** A dinner that did not produce a valid result. The message names the dinner and the cause; never a number. */
public final class DinnerFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DinnerFailedException(String message) {
        super(message);
    }

    public DinnerFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
