export {default as Endpoint, type EndpointProps} from './Endpoint';
export {Field, FieldList, type FieldProps, type FieldListProps} from './FieldList';
