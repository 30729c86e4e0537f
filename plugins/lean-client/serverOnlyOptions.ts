/**
 * Docusaurus sends the whole site config to the browser (it is part of main.js),
 * plugin options included: every redirect, the blog's feed settings, the docs
 * plugin's options with the site's absolute path. Plugins read their options
 * at build time only, so the options of the big ones are validated here and
 * handed to the plugin in a closure: the config then holds a function, which
 * the browser copy leaves out.
 */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, PluginModule} from '@docusaurus/types';

export function withServerOnlyOptions<Input, Options, Result>(
  plugin: (context: LoadContext, options: Options) => Result,
  validateOptions: (context: OptionValidationContext<Input, Options>) => Options,
  options: NoInfer<Input>,
): PluginModule {
  // The same validation Docusaurus applies to a plugin given by name: defaults filled in, errors thrown.
  const validate = normalizePluginOptions as OptionValidationContext<Input, Options>['validate'];
  const validated = validateOptions({validate, options});
  // The config's plugin type does not know each plugin's content type; Docusaurus treats it as opaque.
  return (context) => plugin(context, validated) as unknown as ReturnType<PluginModule>;
}
