// The components-react18 project must really run on React 18: fail every file at once if an alias slipped.
import { version } from "react";
import { version as domVersion } from "react-dom";

if (!version.startsWith("18.") || !domVersion.startsWith("18.")) {
  throw new Error(`components-react18 expected React 18, got react ${version} and react-dom ${domVersion} (see vitest.config.ts react18Alias)`);
}
