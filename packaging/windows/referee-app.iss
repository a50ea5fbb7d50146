; Inno Setup 6 script of the Windows installer: the PyInstaller folder of both programs (packaging/referee.spec),
; a Start menu entry, file associations for .dipgame, .lieou and .pog (double-click opens the game in the
; window), an uninstaller that removes what it added. Built by .github/workflows/release.yml:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\referee-app.iss
;   iscc /DAppVersion=0.1.0 /DSIGN "/Ssigntool=signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f cert.pfx /p PASSWORD $f" ...
;
; Paths are relative to this file. Per-user or per-machine: the user chooses (HKA follows the choice).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\build\windows\dist\referee-app-" + AppVersion
#endif
#define AppName "Referee's desk"
#define AppExe "referee.exe"
#define ProgPrefix "RefereeApp"

[Setup]
; the AppId identifies the program across versions (upgrades, uninstall): never change it
AppId={{6F1C2B7E-5A43-4C8E-9D2B-3E7A1F0C9B51}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The referee-app authors
AppPublisherURL=https://github.com/referee-app/referee-app
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
ChangesAssociations=yes
LicenseFile=..\..\LICENSE
SetupIconFile=..\..\assets\icons\referee.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=referee-app-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
#ifdef SIGN
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\Third-party notices"; Filename: "{app}\THIRD-PARTY-NOTICES.md"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; one ProgID per game file type; the extension points to it (its default value, and OpenWithProgids so that
; "Open with" lists the program even when the user chose another default). Uninstall removes the ProgIDs and
; the values it set; an extension key another program still uses stays.
Root: HKA; Subkey: "Software\Classes\.dipgame"; ValueType: string; ValueName: ""; ValueData: "{#ProgPrefix}.dipgame"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.dipgame\OpenWithProgids"; ValueType: string; ValueName: "{#ProgPrefix}.dipgame"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.dipgame"; ValueType: string; ValueName: ""; ValueData: "Diplomacy game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.dipgame\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.dipgame\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

Root: HKA; Subkey: "Software\Classes\.lieou"; ValueType: string; ValueName: ""; ValueData: "{#ProgPrefix}.lieou"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.lieou\OpenWithProgids"; ValueType: string; ValueName: "{#ProgPrefix}.lieou"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.lieou"; ValueType: string; ValueName: ""; ValueData: "Lieou game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.lieou\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.lieou\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

Root: HKA; Subkey: "Software\Classes\.pog"; ValueType: string; ValueName: ""; ValueData: "{#ProgPrefix}.pog"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.pog\OpenWithProgids"; ValueType: string; ValueName: "{#ProgPrefix}.pog"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.pog"; ValueType: string; ValueName: ""; ValueData: "Paths of Glory game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.pog\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgPrefix}.pog\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

; the program in "Open with" and Default Programs, with the types it opens
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".dipgame"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".lieou"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pog"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
