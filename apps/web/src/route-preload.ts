// A second, tiny entry of the built app (vite.config.ts): it starts loading the code of the page
// being opened while the app's main chunk is still on its way, instead of once the router has
// started (issue 20: on a slow phone network that was a wait of a round trip and more). The
// router later asks for the same modules and finds them loaded or loading.
import { PAGE_MODULES, pageOf } from '@/app/page-modules';

const page = pageOf(location.pathname);
// Only a head start: a failure here is the router's to meet (and show) when it loads the page.
if (page) PAGE_MODULES[page]().catch(() => undefined);
