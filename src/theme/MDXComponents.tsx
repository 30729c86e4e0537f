// Registers the components every docs page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import CodeTabs from '@site/src/components/CodeTabs';
import Facts from '@site/src/components/Facts';
import Figure from '@site/src/components/Figure';
import {Endpoint, Field, FieldList} from '@site/src/components/ApiReference';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  // Written by the build, not by authors: every fence (plugins/remark/highlightCode.ts) and REST sample tabs.
  CodeBlock,
  CodeTabs,
  Facts,
  Figure,
  Endpoint,
  Field,
  FieldList,
};
