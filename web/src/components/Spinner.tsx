/**
 * A loading spinner drawn and turned by CSS alone (styles/global.css `.spinner`). antd-mobile's
 * SpinLoading turns through react-spring's JavaScript frame loop, which kept the main thread busy
 * for as long as a page was loading on a slow phone.
 */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
