// /client/location: the uploader picks one of their locations; the choice is remembered
// (local storage) and the uploads pages use it. Below, each location's address for documents
// by email.
import { Space } from 'antd';
import { ChooseLocation } from '../../features/uploads/ChooseLocation';
import { MailAddresses } from '../../features/mail-intake/MailAddresses';

export default function ClientLocationPage() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ChooseLocation />
      <MailAddresses />
    </Space>
  );
}
