import { malformedInputOnEveryRoute } from '../../test/garbage.js';

malformedInputOnEveryRoute(3);
