// What other features may use of the audience feature: its range picker (7, 30 or 90 days, or a
// custom range), its chart cards ("Show as table") and their bars. They come through the page's own
// module so that they ship in the page's chunk: a chunk of their own would add its name to the index
// chunk every page loads, and bundle-budgets.json holds /contact to the byte.
export { BarRow, ChartCard, lastDays, NumbersTable, RangePicker, type DayRange } from './audience-page';
