static const CGFloat maxTranslate_ = 400.f;
static const CGFloat maxRotateRadian_ = M_PI * 2;

@interface ViewController ()
@property (nonatomic, strong) UIView *transformView;
@property (nonatomic, assign) CGPoint lastTranslation;
@end

@implementation ViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.transformView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 240)];
    self.transformView.center = self.view.center;
    [self.view addSubview:self.transformView];
    [self.view addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPanGesture:)]];
}

- (void)onPanGesture:(UIPanGestureRecognizer *)sender {
    if (sender.state == UIGestureRecognizerStateBegan) {
    } else if (sender.state == UIGestureRecognizerStateChanged) {
        CGPoint panTranslation = [sender translationInView:sender.view];
        CGPoint step = CGPointMake(panTranslation.x - self.lastTranslation.x, panTranslation.y - self.lastTranslation.y);
        self.lastTranslation = panTranslation;
        CGFloat radian = 1.5f / maxTranslate_ * maxRotateRadian_;
        // The drag direction turned 90° clockwise on the screen (y down): (x, y) -> (-y, x).
        self.transformView.layer.transform = CATransform3DRotate(self.transformView.layer.transform, radian, -step.y, step.x, 0);
    }
}
@end
