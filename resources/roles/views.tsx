import { useTranslate } from 'react-admin';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { ResourceList } from '../../src/components/list/ResourceList';
import { PERMISSIONS } from '../../src/lib/permissions';
import { ROLE_NAME_MAX } from './contract';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleActions } from './RoleActions';

interface Role {
  id: number;
  name: string;
  permissions: string[];
  users: number;
}

export function RoleList() {
  const translate = useTranslate();
  return (
    <ResourceList<Role>
      label={(r) => r.name}
      rowActions={(r) => <RoleActions record={r} place="row" />}
      // The contract's columns (list.columns); the count says of how many.
      renders={{ permissions: (r) => translate('resources.roles.countOf', { count: r.permissions.length, total: PERMISSIONS.length }) }}
    />
  );
}

/** A role's name and its permissions, ticked in the matrix of spec §6's areas. */
export function RoleForm() {
  return (
    <ResourceForm<Role> defaults={{ permissions: [] }} extraActions={(r) => r && <RoleActions record={r} place="form" />}>
      {(record) => (
        <>
          <LimitedTextInput source="name" max={ROLE_NAME_MAX} />
          <PermissionMatrix source="permissions" original={record?.permissions} />
        </>
      )}
    </ResourceForm>
  );
}
