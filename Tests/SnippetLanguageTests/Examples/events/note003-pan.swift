let maxTranslate: CGFloat = 400
let maxRotateRadian: CGFloat = .pi * 2

class ViewController: UIViewController {
    var transformView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    var lastTranslation = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        transformView.center = view.center
        view.addSubview(transformView)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(onPanGesture(_:))))
    }

    @objc func onPanGesture(_ sender: UIPanGestureRecognizer) {
        if sender.state == .changed {
            let panTranslation = sender.translation(in: sender.view)
            let step = CGPoint(x: panTranslation.x - lastTranslation.x, y: panTranslation.y - lastTranslation.y)
            lastTranslation = panTranslation
            let radian = 1.5 / maxTranslate * maxRotateRadian
            transformView.layer.transform = CATransform3DRotate(transformView.layer.transform, radian, -step.y, step.x, 0)
        }
    }
}
