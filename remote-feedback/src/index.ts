// The async boundary of the standalone page: the shared singletons are negotiated before any
// of this remote's code runs, so nothing is consumed eagerly (RUNTIME-005).
import('./bootstrap');
