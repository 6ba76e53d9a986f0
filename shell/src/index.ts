// The async boundary: Module Federation negotiates the shared singletons (React, antd, Apollo, the
// shared package) before any shell code runs, so nothing is consumed eagerly (RUNTIME-005).
import('./bootstrap');
