package io.philosopherwars.programs.report.claims;

/**
 * A figure an evidence record holds per row: its column, and the quantity and unit its context row prints.
 *
 * @param column
 *            the record's column key
 * @param quantity
 *            what the row says was measured
 * @param unit
 *            the value's unit
 */
record Figure(String column, String quantity, String unit) {
}
