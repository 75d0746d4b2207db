/**
 * The icons the page table names. Importing them one by one (not the whole icon set) keeps
 * the entry chunk small; the Record type makes a missing icon a compile error.
 */
import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloudServerOutlined,
  CloudUploadOutlined,
  ControlOutlined,
  DashboardOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileOutlined,
  FileSyncOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  HistoryOutlined,
  InboxOutlined,
  LoginOutlined,
  MessageOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  SmileOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { PageIconName } from '../../common/pages';

const ICONS: Record<PageIconName, ComponentType> = {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloudServerOutlined,
  CloudUploadOutlined,
  ControlOutlined,
  DashboardOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileOutlined,
  FileSyncOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  HistoryOutlined,
  InboxOutlined,
  LoginOutlined,
  MessageOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  SmileOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
};

export function PageIcon({ name }: { name: PageIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
