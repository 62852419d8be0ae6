import baseConfig, { pureLibraryConfig } from '../../eslint.config.mjs';

export default [...baseConfig, ...pureLibraryConfig, { ignores: ['**/out-tsc'] }];
