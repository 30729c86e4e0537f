// Registers the components every docs page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Facts from '@site/src/components/Facts';
import Figure from '@site/src/components/Figure';
import {Endpoint, Field, FieldList} from '@site/src/components/ApiReference';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Facts,
  Figure,
  Endpoint,
  Field,
  FieldList,
};
